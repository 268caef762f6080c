package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestCommittedIconsAreCurrent fails when web/ holds icons that differ from
// what this program draws, i.e. someone changed the artwork without running
// "make icons" (or edited a generated file by hand).
func TestCommittedIconsAreCurrent(t *testing.T) {
	files, err := render()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join("..", "..", "web", name))
		if err != nil {
			t.Errorf("%s: %v (run make icons)", name, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("web/%s is out of date (run make icons)", name)
		}
	}
}
