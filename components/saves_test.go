package components

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"strings"
	"testing"

	"borabora/engine"
	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// mounted returns a root as the browser mounts it, over kv (nil: storage disabled) with the
// given address-bar fragment.
func mounted(t *testing.T, kv gameapp.KV, hash string) *Root {
	t.Helper()
	oldOpen, oldHash, oldNow := openStorage, readHash, nowMillis
	t.Cleanup(func() { openStorage, readHash, nowMillis = oldOpen, oldHash, oldNow })
	clock := int64(1_700_000_000_000)
	nowMillis = func() int64 { clock += 1000; return clock }
	openStorage = func() (gameapp.KV, error) {
		if kv == nil {
			return nil, errors.New("SecurityError: The operation is insecure.")
		}
		return kv, nil
	}
	readHash = func() string { return hash }
	r := newRoot()
	r.c.mountSaves(app.Context{})
	return r
}

func play(t *testing.T, s *gameapp.Session, n int, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 2))
	for i := 0; i < n && !s.Game().Over(); i++ {
		l := s.Game().Legal()
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
}

func startGame(t *testing.T, r *Root, names ...string) {
	t.Helper()
	s, err := gameapp.NewSession(gameapp.Setup{Names: names, Seed: uint64(len(names)*100 + len(names[0]))})
	if err != nil {
		t.Fatal(err)
	}
	r.c.resume(app.Context{}, s)
}

func page(t *testing.T, r *Root) string {
	t.Helper()
	h := app.HTMLString(r)
	checkText(t, h)
	return plain(h)
}

// plain removes the direction isolates around player names (raw in text, escaped by
// app.HTMLString in attributes), so that tests can look for the names as typed.
func plain(h string) string {
	return strings.NewReplacer(`\u2068`, "", `\u2069`, "", "\u2068", "", "\u2069", "").Replace(h)
}

func has(t *testing.T, h string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(h, w) {
			t.Errorf("page lacks %q", w)
		}
	}
}

func hasNot(t *testing.T, h string, bads ...string) {
	t.Helper()
	for _, b := range bads {
		if strings.Contains(h, b) {
			t.Errorf("page has %q", b)
		}
	}
}

func TestAutosaveAndResumeOnReload(t *testing.T) {
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	has(t, page(t, r), `id="saves-empty"`, `id="open-import"`)
	startGame(t, r, "Ana", "Ben", "Cy")
	play(t, r.c.s, 30, 1)
	r.c.onUndo(app.Context{}, app.Event{}) // undo is saved too
	want := r.c.s.Choices()
	r.c.hot.Holder = r.c.s.Game().Prompt().Player
	h := page(t, r)
	has(t, h, `id="save-status"`, `data-state="ok"`, `id="open-export"`)
	hasNot(t, h, `id="save-banner"`)

	// the page is reopened: the same game, at the same decision, comes back by itself
	r2 := mounted(t, kv, "")
	if r2.c.s == nil {
		t.Fatal("no game resumed")
	}
	if got := r2.c.s.Choices(); len(got) != len(want) || r2.c.s.Game().Prompt() != r.c.s.Game().Prompt() || len(r2.c.s.Log()) != len(r.c.s.Log()) {
		t.Fatalf("resumed %d choices, played %d", len(got), len(want))
	}
	// hidden cards stay hidden: a decision that may use God cards shows the pass screen first
	if gameapp.UsesCards(r2.c.s.Game().Prompt().Kind) {
		has(t, page(t, r2), `id="take-device"`)
	}
	// reopening wrote nothing: a second tab does not make the first one stale
	if r.c.saver().CheckStale() {
		t.Error("reopening the game made the first tab stale")
	}
}

func TestSavedGamesListNewestFirstFinishedAndDamaged(t *testing.T) {
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	startGame(t, r, "Ana", "Ben")
	play(t, r.c.s, 5000, 3) // to the end
	if !r.c.s.Game().Over() {
		t.Fatal("game did not finish")
	}
	final := r.c.s.Game().Scores()
	r.c.onNewGame(app.Context{}, app.Event{})
	startGame(t, r, "Cleo", "Don", "Eve")
	play(t, r.c.s, 12, 4)
	r.c.onNewGame(app.Context{}, app.Event{}) // asks first
	r.c.onNewGame(app.Context{}, app.Event{})
	kv.M[gameapp.KeyPrefix+"save/zz-broken"] = `{"format":1,"id":"zz-br`
	kv.M[gameapp.KeyPrefix+"save/zz-newer"] = `{"format":99,"id":"zz-newer","code":"BB9.x"}`

	h := page(t, r)
	has(t, h, `id="saves-list"`, "Cleo, Don and Eve", "Round 1 of 6", "12 moves",
		fmt.Sprintf("Ana %d", final[0]), fmt.Sprintf("Ben %d", final[1]), "Finished",
		"Unreadable save", "newer version of Bora Bora", "damaged", "Export raw text", "Last played ")
	if i, j := strings.Index(h, "Cleo"), strings.Index(h, "Ana and Ben"); i < 0 || j < 0 || i > j {
		t.Error("saved games not newest first")
	}
	if n := strings.Count(h, `class="btn small ghost save-delete"`) + strings.Count(h, `save-delete"`); n < 4 {
		t.Errorf("%d delete buttons for 4 entries", n)
	}

	// delete asks first, then removes only that entry
	before := maps.Clone(kv.M)
	r.c.sv.dialog, r.c.sv.delKey = dialogDelete, gameapp.KeyPrefix+"save/zz-broken"
	has(t, page(t, r), `id="delete-dialog"`, `id="confirm-delete"`, "cannot be undone")
	if !maps.Equal(before, kv.M) {
		t.Fatal("asking to delete changed storage")
	}
	r.c.deleteConfirmed()
	if _, ok := kv.M[gameapp.KeyPrefix+"save/zz-broken"]; ok || len(kv.M) != len(before)-1 {
		t.Errorf("delete removed %d entries", len(before)-len(kv.M))
	}
	if kv.M[gameapp.KeyPrefix+"save/zz-newer"] == "" {
		t.Error("the newer-format save was touched")
	}

	// continue the finished game: its score sheet comes back
	list, _, _ := r.c.sv.lib.List()
	r.c.continueSave(app.Context{}, list[1].ID)
	if r.c.s == nil || !r.c.s.Game().Over() {
		t.Fatal("finished game not reopened")
	}
	has(t, page(t, r), `id="score-sheet"`, `id="open-export"`)
}

func TestStorageDisabledGameGoesOn(t *testing.T) {
	r := mounted(t, nil, "")
	has(t, page(t, r), `id="saves-unavailable"`, "private browsing", `id="open-import"`)
	startGame(t, r, "Ana", "Ben")
	play(t, r.c.s, 10, 1)
	if len(r.c.s.Choices()) != 10 {
		t.Fatal("game stopped")
	}
	r.c.hot.Holder = r.c.s.Game().Prompt().Player
	h := page(t, r)
	has(t, h, `id="save-banner"`, `data-kind="off"`, `id="banner-export"`, `data-state="off"`)
	r.c.onNewGame(app.Context{}, app.Event{})
	has(t, page(t, r), "not saved in this browser")
}

func TestQuotaExceededBannerAndRecovery(t *testing.T) {
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	startGame(t, r, "Ana", "Ben")
	kv.Quota = 10
	play(t, r.c.s, 3, 1)
	r.c.hot.Holder = r.c.s.Game().Prompt().Player
	has(t, page(t, r), `data-kind="full"`, "storage is full", `id="retry-save"`)
	if len(r.c.s.Choices()) != 3 {
		t.Fatal("game stopped")
	}
	kv.Quota = 0
	r.c.onRetrySave(app.Context{}, app.Event{})
	hasNot(t, page(t, r), `id="save-banner"`)
	f, _ := gameapp.NewSaves(kv).Load(r.c.saver().ID())
	if f.Summary.Moves != 3 {
		t.Errorf("retry stored %d moves", f.Summary.Moves)
	}
}

func TestOtherTabWriteShowsConflictAndNothingIsOverwritten(t *testing.T) {
	kv := gameapp.NewMemKV()
	a := mounted(t, kv, "")
	startGame(t, a, "Ana", "Ben")
	play(t, a.c.s, 4, 1)
	b := mounted(t, kv, "") // second tab: same game
	if b.c.s == nil || b.c.saver().ID() != a.c.saver().ID() {
		t.Fatal("tab B did not open the game")
	}
	play(t, a.c.s, 1, 2)
	key := gameapp.KeyOf(a.c.saver().ID())
	stored := kv.M[key]
	b.c.onOtherTabWrote(key) // the window "storage" event
	b.c.hot.Holder = b.c.s.Game().Prompt().Player
	has(t, page(t, b), `data-kind="conflict"`, `id="take-latest"`, `id="keep-separate"`, "another tab")
	play(t, b.c.s, 2, 7)
	if kv.M[key] != stored {
		t.Fatal("stale tab overwrote the game")
	}
	// B takes the other tab's version: the same position as A
	b.c.onTakeLatest(app.Context{}, app.Event{})
	if len(b.c.s.Choices()) != len(a.c.s.Choices()) || b.c.saver().Status().Conflict {
		t.Fatalf("latest not loaded: %d vs %d", len(b.c.s.Choices()), len(a.c.s.Choices()))
	}
	// or keeps its own as a separate save
	play(t, a.c.s, 1, 3)
	b.c.onOtherTabWrote(key)
	play(t, b.c.s, 1, 5)
	b.c.onKeepSeparate(app.Context{}, app.Event{})
	list, _, _ := gameapp.NewSaves(kv).List()
	if len(list) != 2 || kv.M[key] == "" {
		t.Fatalf("%d saves after keeping a copy", len(list))
	}
}

func TestImportBadCodesSayWhatIsWrongAndTouchNothing(t *testing.T) {
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	startGame(t, r, "Ana", "Ben")
	play(t, r.c.s, 20, 1)
	good := gameapp.CodeOf(r.c.s.Setup(), r.c.s.Choices())
	altered := []byte(good)
	altered[len(altered)/2] ^= 1
	cases := map[string]string{
		"":                          "empty",
		"hello there":               "not a Bora Bora save code",
		good[:len(good)-6]:          "cut short",
		string(altered):             "",
		strings.Repeat("A", 100000): "far too long",
		"BB1.QUJDREVGRw":            "",
	}
	before := maps.Clone(kv.M)
	onTable := r.c.s
	for code, want := range cases {
		r.c.offerImport(app.Context{}, code, false)
		if r.c.s != onTable || r.c.sv.lib.Pending() != nil || r.c.sv.dialog != dialogImport {
			t.Fatalf("%.20q: game replaced or asked to load", code)
		}
		msg := r.c.sv.importErr
		if msg == "" || msg == T("code.unknown") || !strings.Contains(msg, want) {
			t.Errorf("%.20q: message %q, want %q", code, msg, want)
		}
		has(t, page(t, r), `id="import-error"`, `id="import-code"`)
	}
	if !maps.Equal(before, kv.M) {
		t.Error("a bad code changed storage")
	}
}

func TestCodeProblemsAreNamed(t *testing.T) {
	seen := map[string]bool{}
	for _, err := range []error{engine.ErrCodeEmpty, engine.ErrCodeTooLarge, engine.ErrCodePrefix, engine.ErrCodeCorrupt,
		engine.ErrCodeChecksum, engine.ErrCodeVersion, engine.ErrCodeRules, engine.ErrCodePlayers,
		&engine.ReplayError{Index: 4, Err: engine.ErrIllegal}} {
		m := codeProblem(fmt.Errorf("wrapped: %w", err))
		if m == T("code.unknown") || seen[m] || strings.Contains(m, "⟦") {
			t.Errorf("%v: %q", err, m)
		}
		seen[m] = true
	}
	if !strings.Contains(codeProblem(&engine.ReplayError{Index: 4}), "move 5") {
		t.Error("replay error does not name the move")
	}
}

func TestImportAsksBeforeReplacingAndGetsANewSave(t *testing.T) {
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	startGame(t, r, "Ana", "Ben")
	play(t, r.c.s, 8, 1)
	oldID, oldCode := r.c.saver().ID(), kv.M[gameapp.KeyOf(r.c.saver().ID())]

	other, _ := gameapp.NewSession(gameapp.Setup{Names: []string{"Xia", "Yan", "Zed"}, Seed: 42})
	play(t, other, 15, 9)
	link := gameapp.ShareLink("https://example.org/bb/", gameapp.CodeOf(other.Setup(), other.Choices()))
	r.c.offerImport(app.Context{}, link, false) // a pasted share link works like a code
	if r.c.sv.dialog != dialogConfirmLoad || len(r.c.s.Choices()) != 8 {
		t.Fatal("did not ask before replacing the game")
	}
	r.c.hot.Holder = r.c.s.Game().Prompt().Player
	has(t, page(t, r), `id="load-dialog"`, "Load this game?", "The current game stays in your saved games.", "Xia, Yan and Zed", `id="confirm-load"`)
	r.c.onConfirmLoad(app.Context{}, app.Event{})
	if len(r.c.s.Choices()) != 15 || r.c.s.Name(2) != "Zed" {
		t.Fatal("imported game not on the table")
	}
	if r.c.saver().ID() == oldID || kv.M[gameapp.KeyOf(oldID)] != oldCode {
		t.Error("import overwrote the previous save")
	}
	list, _, _ := r.c.sv.lib.List()
	if len(list) != 2 {
		t.Errorf("%d saves", len(list))
	}
}

func TestShareLinkAtStartup(t *testing.T) {
	other, _ := gameapp.NewSession(gameapp.Setup{Names: []string{"Xia", "Yan"}, Seed: 42})
	play(t, other, 15, 9)
	frag := "#game=" + gameapp.CodeOf(other.Setup(), other.Choices())

	// a fresh browser: the game is loaded at once and saved under a new id
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, frag)
	if r.c.s == nil || len(r.c.s.Choices()) != 15 {
		t.Fatal("share link not loaded")
	}
	has(t, page(t, r), `id="save-notice"`)

	// a browser with a game in progress: it asks first
	kv2 := gameapp.NewMemKV()
	r2 := mounted(t, kv2, "")
	startGame(t, r2, "Ana", "Ben")
	play(t, r2.c.s, 3, 1)
	r3 := mounted(t, kv2, frag)
	if r3.c.s == nil || len(r3.c.s.Choices()) != 3 || r3.c.sv.dialog != dialogConfirmLoad {
		t.Fatal("share link replaced the game without asking")
	}

	// a damaged link says so and leaves the game
	r4 := mounted(t, kv2, frag[:len(frag)-5])
	if r4.c.s == nil || len(r4.c.s.Choices()) != 3 || !strings.Contains(r4.c.sv.importErr, "link") {
		t.Fatalf("bad link: %q", r4.c.sv.importErr)
	}
}

func TestExportDialogShowsCodeAndLink(t *testing.T) {
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	startGame(t, r, "Ana", "Ben")
	play(t, r.c.s, 6, 1)
	r.c.sv.dialog = dialogExport
	r.c.hot.Holder = r.c.s.Game().Prompt().Player
	code := gameapp.CodeOf(r.c.s.Setup(), r.c.s.Choices())
	h := page(t, r)
	has(t, h, `id="export-dialog"`, `id="export-code"`, `readonly`, code, `id="copy-code"`, `id="share-link"`,
		`value="http://localhost/#game=`+code+`"`, `id="copy-link"`, `data-copy-link="`+code+`"`,
		`data-copy-link="http://localhost/#game=`+code+`"`, `data-status="copy-code-status"`, `id="copy-code-status"`,
		`data-done="Copied."`, "Ctrl+C")
}

func TestUndoButtonNamesWhatItTakesBack(t *testing.T) {
	s, _ := gameapp.NewSession(gameapp.Setup{Names: []string{"Ana", "Ben"}, Seed: 5, OpenHands: true})
	r := NewRootWithSession(s)
	h := app.HTMLString(r)
	if !strings.Contains(h, `aria-label="Undo — Nothing to take back`) || !strings.Contains(h, `disabled`) {
		t.Error("undo at the start is not disabled with its reason")
	}
	undone := false
	for i := 0; i < 200 && !undone; i++ {
		play(t, s, 1, uint64(i))
		if s.CanUndo() {
			e, _ := s.UndoPreview()
			h := plain(app.HTMLString(r))
			if !strings.Contains(h, `aria-label="Undo: `+plain(choiceText(s, e))) {
				t.Fatalf("undo label lacks %q", choiceText(s, e))
			}
			undone = true
		}
	}
	if !undone {
		t.Fatal("never could undo")
	}
}

// TestShareLinkInRunningTab: a share link opened where the app already runs (only the fragment
// changes) asks before replacing the game, then imports it, like a link opened fresh.
func TestShareLinkInRunningTab(t *testing.T) {
	other, _ := gameapp.NewSession(gameapp.Setup{Names: []string{"Xia", "Yan"}, Seed: 42})
	play(t, other, 15, 9)
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	startGame(t, r, "Ana", "Ben")
	play(t, r.c.s, 3, 1)
	r.c.onHashChange(app.Context{}, "#something-else")
	if r.c.sv.dialog != noDialog {
		t.Fatal("a fragment that is no share link opened a dialog")
	}
	r.c.onHashChange(app.Context{}, "#game="+gameapp.CodeOf(other.Setup(), other.Choices()))
	if len(r.c.s.Choices()) != 3 || r.c.sv.dialog != dialogConfirmLoad {
		t.Fatal("the share link replaced the game without asking")
	}
	r.c.onConfirmLoad(app.Context{}, app.Event{})
	if len(r.c.s.Choices()) != 15 || r.c.s.Name(0) != "Xia" {
		t.Fatal("the share link was not imported after the player agreed")
	}
}

// TestStorageClearedMidGame: when the browser clears the site's storage during a game (every
// key gone), the table says so (not "another tab"), and "Keep saving this game" stores it again;
// a save deleted by another tab, with the rest of the storage still there, stays a conflict.
func TestStorageClearedMidGame(t *testing.T) {
	for _, how := range []string{"next move", "storage event"} {
		kv := gameapp.NewMemKV()
		r := mounted(t, kv, "")
		startGame(t, r, "Ana", "Ben")
		play(t, r.c.s, 4, 1)
		clear(kv.M)
		if how == "next move" {
			play(t, r.c.s, 1, 2)
		} else {
			r.c.onOtherTabWrote("") // localStorage.clear() in another tab
		}
		r.c.hot.Holder = r.c.s.Game().Prompt().Player
		h := page(t, r)
		has(t, h, `data-kind="cleared"`, `id="resave"`, `id="banner-export"`, "storage for this site was cleared", `data-state="cleared"`)
		hasNot(t, h, `data-kind="conflict"`, "another tab")
		if len(kv.M) != 0 {
			t.Fatalf("%s: something was written before the player chose: %v", how, maps.Keys(kv.M))
		}
		r.c.onResave(app.Context{}, app.Event{})
		hasNot(t, page(t, r), `id="save-banner"`)
		play(t, r.c.s, 2, 3)
		f, err := gameapp.NewSaves(kv).Load(r.c.saver().ID())
		if err != nil || f.Summary.Moves != len(r.c.s.Choices()) {
			t.Fatalf("%s: after keeping on saving: %v, %d moves stored of %d", how, err, f.Summary.Moves, len(r.c.s.Choices()))
		}
	}
	// only this game deleted (from another tab's list): a conflict, as before
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	startGame(t, r, "Ana", "Ben")
	play(t, r.c.s, 2, 1)
	delete(kv.M, gameapp.KeyOf(r.c.saver().ID()))
	play(t, r.c.s, 1, 2)
	r.c.hot.Holder = r.c.s.Game().Prompt().Player
	has(t, page(t, r), `data-kind="conflict"`)
}
