//go:build !wasm

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// The pinned axe-core of tools/axe (installed by "make axe", which make test runs), evaluated
// in the page through the DevTools protocol (Runtime.evaluate), which the page's
// Content-Security-Policy does not block, so the site needs no exception for it.

var axeSource struct {
	once sync.Once
	js   string
	err  error
}

// AxeSource returns the pinned axe-core (axe.min.js); without it the caller skips, or fails
// under CI=true or E2E_REQUIRE=1.
func AxeSource(t T) string {
	t.Helper()
	axeSource.once.Do(func() {
		root, err := RepoRoot()
		if err != nil {
			axeSource.err = err
			return
		}
		b, err := os.ReadFile(filepath.Join(root, "tools", "axe", "node_modules", "axe-core", "axe.min.js"))
		axeSource.js, axeSource.err = string(b), err
	})
	if axeSource.err != nil {
		missing(t, "axe-core is not installed in tools/axe (make axe): %v", axeSource.err)
	}
	return axeSource.js
}

// AxeTags are the rule sets audited: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's
// best practices (landmarks, one main heading).
var AxeTags = []string{"wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"}

// AxeViolation is one failed axe rule with the elements that fail it.
type AxeViolation struct {
	ID     string    `json:"id"`
	Impact string    `json:"impact"`
	Help   string    `json:"help"`
	Nodes  []AxeNode `json:"nodes"`
}

// AxeNode is one element that fails a rule.
type AxeNode struct {
	Target  string `json:"target"`
	HTML    string `json:"html"`
	Summary string `json:"summary"`
}

// Serious reports whether the violation is serious or critical.
func (v AxeViolation) Serious() bool { return v.Impact == "serious" || v.Impact == "critical" }

func (v AxeViolation) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s, %d nodes): %s", v.ID, v.Impact, len(v.Nodes), v.Help)
	for i, n := range v.Nodes {
		if i == 4 {
			fmt.Fprintf(&b, "\n    ... %d more", len(v.Nodes)-i)
			break
		}
		fmt.Fprintf(&b, "\n    %s %s\n      %s", n.Target, n.HTML, strings.ReplaceAll(n.Summary, "\n", " "))
	}
	return b.String()
}

// Axe audits the page as it is now and returns the violations.
func (b *Browser) Axe() []AxeViolation {
	b.t.Helper()
	if !Eval[bool](b, `typeof window.axe === "object"`) {
		Eval[bool](b, AxeSource(b.t)+"\n;true")
	}
	tags := `["` + strings.Join(AxeTags, `","`) + `"]`
	return Eval[[]AxeViolation](b, `axe.run(document, {runOnly: {type: "tag", values: `+tags+`}, resultTypes: ["violations"]}).then(r =>
  r.violations.map(v => ({id: v.id, impact: v.impact || "", help: v.help,
    nodes: v.nodes.map(n => ({target: n.target.join(" "), html: n.html.slice(0, 200), summary: n.failureSummary || ""}))})))`)
}

// AxeLog gathers the moderate and minor findings of a test's audits, by rule, for its log.
type AxeLog struct {
	mu    sync.Mutex
	where map[string][]string // rule (impact): the states it was found in
}

// CheckAxe audits the page: a serious or critical violation fails the test; moderate and minor
// ones are logged and noted in log (when not nil) under name.
func CheckAxe(t interface {
	T
	Errorf(format string, args ...any)
}, b *Browser, name string, log *AxeLog) {
	t.Helper()
	for _, v := range b.Axe() {
		if v.Serious() {
			b.screenshot("axe-" + name)
			t.Errorf("axe, %s: %v", name, v)
			continue
		}
		t.Logf("axe, %s: %v", name, v)
		if log != nil {
			log.note(v.ID+" ("+v.Impact+")", name)
		}
	}
}

func (l *AxeLog) note(rule, state string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.where == nil {
		l.where = map[string][]string{}
	}
	l.where[rule] = append(l.where[rule], state)
}

// String lists the moderate and minor findings, one rule a line.
func (l *AxeLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.where) == 0 {
		return "no moderate or minor findings"
	}
	var lines []string
	for r, w := range l.where {
		lines = append(lines, r+": "+strings.Join(w, ", "))
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}
