package components

import (
	"slices"
	"testing"

	"borabora/gameapp"
)

// A rehearsal draws and plays its throwaway game to the end of its steps, takes its table down,
// and plays the same decisions every time; nothing of it reaches a real controller.
func TestRehearsalPlaysItsStepsAndStops(t *testing.T) {
	play := func() []gameapp.LogEntry {
		r, err := newRehearsal()
		if err != nil {
			t.Fatal(err)
		}
		steps := 0
		for r.step() {
			steps++
			if steps > rehearsalSteps {
				t.Fatalf("still stepping after %d steps", steps)
			}
		}
		if !r.done {
			t.Fatal("the rehearsal did not end")
		}
		if r.step() {
			t.Fatal("a finished rehearsal took another step")
		}
		if r.n != rehearsalSteps {
			t.Fatalf("the rehearsal ended after %d steps, want %d (a panic or a refused decision ends it early)", r.n, rehearsalSteps)
		}
		return slices.Clone(r.c.s.Log())
	}
	a, b := play(), play()
	if len(a) < rehearsalSteps/2 {
		t.Fatalf("the rehearsal made %d decisions in %d steps", len(a), rehearsalSteps)
	}
	if !slices.EqualFunc(a, b, func(x, y gameapp.LogEntry) bool { return x.Choice == y.Choice }) {
		t.Fatal("two rehearsals played different decisions")
	}
}
