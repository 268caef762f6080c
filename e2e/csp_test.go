//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"borabora/site"
)

// TestContentSecurityPolicy: the built page carries the site's policy, the
// WebAssembly app starts and plays under it, the policy really refuses
// inline script and inline style, and the server says nosniff.
func TestContentSecurityPolicy(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	if got := Eval[string](b, `document.querySelector('meta[http-equiv="Content-Security-Policy"]').content`); got != site.ContentSecurityPolicy {
		t.Fatalf("page policy = %q, want %q", got, site.ContentSecurityPolicy)
	}
	b.Click(`button[data-n="3"]`)
	b.Click(`#start-game`)
	b.WaitVisible(BoardSelector)
	if v := b.CSPViolations(); len(v) > 0 {
		t.Fatalf("starting a game broke the policy: %v", v)
	}
	if got := Eval[string](b, `(async () => (await fetch(location.href)).headers.get("X-Content-Type-Options"))()`); got != "nosniff" {
		t.Errorf("X-Content-Type-Options = %q, want nosniff", got)
	}

	// What the policy is for: injected inline code does not run.
	ran := Eval[bool](b, `(() => {
  const s = document.createElement("script");
  s.textContent = "window.__inlineRan = true";
  document.head.append(s);
  const d = document.createElement("div");
  d.setAttribute("style", "width: 123px");
  document.body.append(d);
  const styled = getComputedStyle(d).width === "123px";
  d.remove();
  return window.__inlineRan === true || styled;
})()`)
	if ran {
		t.Error("an inline script or inline style ran under the policy")
	}
	b.WaitJS(`(() => true)()`) // let the violation events reach the console
	v := b.CSPViolations()
	if len(v) < 2 || !strings.Contains(strings.Join(v, " "), "script-src") || !strings.Contains(strings.Join(v, " "), "style-src") {
		t.Errorf("the refused inline script and style were not reported: %v", v)
	}
	b.forgetCSPViolations() // they were provoked on purpose
}

// recorder is a T that records Fatalf instead of stopping the test.
type recorder struct {
	*testing.T
	fatal []string
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.fatal = append(r.fatal, fmt.Sprintf(format, args...))
}

// TestCSPViolationFailsTest: the harness check that every browser test runs
// when it ends fails the test on a refusal of the policy, and only then.
func TestCSPViolationFailsTest(t *testing.T) {
	srv := Serve(t, Dist(t), "")
	b := NewBrowser(t)
	b.Open(srv.URL)
	rec := &recorder{T: t}
	CheckCSP(rec, b)
	if len(rec.fatal) != 0 {
		t.Fatalf("a page that kept its policy failed the check: %v", rec.fatal)
	}
	Eval[bool](b, `(() => { const img = new Image(); img.src = "https://example.invalid/x.png"; document.body.append(img); return true })()`)
	b.WaitJS(`new Promise((r) => setTimeout(() => r(true), 100))`)
	CheckCSP(rec, b)
	if len(rec.fatal) != 1 || !strings.Contains(rec.fatal[0], "img-src") {
		t.Fatalf("a refused image did not fail the check: %v", rec.fatal)
	}
	b.forgetCSPViolations()
}
