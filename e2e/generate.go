//go:build !wasm

package e2e

import (
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"borabora/site"
)

var tool struct {
	once sync.Once
	path string
	err  error
	out  []byte
}

// toolBinary builds the native borabora command (the same generator as
// "make build") once per test process.
func toolBinary(t T) string {
	t.Helper()
	tool.once.Do(func() {
		root, err := RepoRoot()
		if err != nil {
			tool.err = err
			return
		}
		dir, err := os.MkdirTemp("", "borabora-tool-")
		if err != nil {
			tool.err = err
			return
		}
		tool.path = filepath.Join(dir, "borabora")
		goCmd := os.Getenv("GO")
		if goCmd == "" {
			goCmd = "go"
		}
		cmd := exec.Command(goCmd, "build", "-o", tool.path, ".")
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOOS=", "GOARCH=")
		tool.out, tool.err = cmd.CombinedOutput()
	})
	if tool.err != nil {
		t.Fatalf("building the site generator: %v\n%s", tool.err, tool.out)
	}
	return tool.path
}

// RemoveTools deletes the generator binary built by GenerateSite; call it
// from TestMain after the tests ran.
func RemoveTools() {
	if tool.path != "" {
		os.RemoveAll(filepath.Dir(tool.path))
	}
}

// SiteOptions describe a site generated for one test.
type SiteOptions struct {
	Base    string // URL prefix, e.g. "/borabora"; "" for the root
	Version string // deploy version; a new one is a new deploy
	Dir     string // output directory; "" for a fresh temporary one
}

// GenerateSite writes a site for the given base and version, reusing the
// app.wasm and web/ assets of the built dist/ (Dist). Generating again into
// the same Dir with another Version simulates a new deploy.
func GenerateSite(t T, o SiteOptions) string {
	t.Helper()
	dist := Dist(t)
	if o.Dir == "" {
		o.Dir = t.TempDir()
	}
	if err := copyDir(filepath.Join(dist, "web"), filepath.Join(o.Dir, "web")); err != nil {
		t.Fatalf("copying web/: %v", err)
	}
	// the generator moves the symbol sheet into the page and removes its file from the built
	// site: the repository's copy goes along
	root, err := RepoRoot()
	if err != nil {
		t.Fatalf("%v", err)
	}
	sheet := filepath.FromSlash(strings.TrimPrefix(site.PiecesSheet, "/"))
	if err := copyDir(filepath.Join(root, sheet), filepath.Join(o.Dir, sheet)); err != nil {
		t.Fatalf("copying the symbol sheet: %v", err)
	}
	cmd := exec.Command(toolBinary(t), "generate", "-out", o.Dir, "-base", o.Base, "-version", o.Version)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("generate %+v: %v\n%s", o, err, out)
	}
	return o.Dir
}

func copyDir(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		in, err := os.Open(p)
		if err != nil {
			return err
		}
		defer in.Close()
		out, err := os.Create(target)
		if err != nil {
			return err
		}
		if _, err := io.Copy(out, in); err != nil {
			out.Close()
			return err
		}
		return out.Close()
	})
}
