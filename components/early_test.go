package components

import (
	"strings"
	"testing"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// withEarly makes web/early.js's account be account for the roots made during the test.
func withEarly(t *testing.T, account string) {
	t.Helper()
	old := earlyCall
	t.Cleanup(func() { earlyCall = old })
	taken := false
	earlyCall = func(method string) string {
		if method != "take" || taken { // early.js hands its account over once
			return ""
		}
		taken = true
		return account
	}
}

// mountedEarly is a root as the browser mounts it after early.js's account: the saves opened
// over kv, then what was done before the start carried out.
func mountedEarly(t *testing.T, kv gameapp.KV, account string) *Root {
	t.Helper()
	withEarly(t, account)
	r := mounted(t, kv, "")
	r.c.runEarly(app.Context{})
	return r
}

// savedCount is the number of saved games in kv.
func savedCount(t *testing.T, kv gameapp.KV) int {
	t.Helper()
	keys, err := kv.Keys()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, k := range keys {
		if strings.HasPrefix(k, gameapp.KeyPrefix+"save/") {
			n++
		}
	}
	return n
}

func TestEarlyFormIsTheFirstDrawing(t *testing.T) {
	withEarly(t, `{"intent":"","form":{"n":3,"names":["Ana",null,"Cy","Dee"],
		"kinds":["person","hard",null,"easy"],"seed":"42","openhands":true},"colours":[1,0,2,3]}`)
	r := newRoot()
	f := r.c.form
	if f.N != 3 || f.Names != [4]string{"Ana", defaultName(1), "Cy", "Dee"} || f.Seed != "42" || !f.OpenHands {
		t.Fatalf("form after the account: %+v", f)
	}
	if f.Colours != [4]int{1, 0, 2, 3} {
		t.Errorf("colours %v, want [1 0 2 3]", f.Colours)
	}
	if f.Kinds[1] != gameapp.BotHard || f.Kinds[2] != gameapp.Person || f.Kinds[3] != gameapp.BotEasy {
		t.Errorf("seat kinds %v", f.Kinds)
	}
	// before the app has mounted every seat is drawn, those beyond the count hidden
	h := page(t, r)
	has(t, h, `value="Ana"`, `value="Cy"`, `value="42"`)
	if n := strings.Count(h, `class="seat-row"`); n != 4 {
		t.Errorf("%d seats drawn before the start, want 4", n)
	}
	if n := strings.Count(h, ` hidden`); n != 1 {
		t.Errorf("%d hidden seats with 3 players, want 1", n)
	}
}

func TestEarlyFormKeepsTheFormSound(t *testing.T) {
	for _, account := range []string{
		`{"form":{"n":9},"colours":[1,1,7,-2]}`,
		`{"form":{"n":0,"colours":[5,5,-1,9]},"colours":[5,5,5,5]}`,
		`{"form":{"n":-1,"kinds":["wizard",null,null,null]}}`,
	} {
		withEarly(t, account)
		f := newRoot().c.form
		seen := map[int]bool{}
		for _, col := range f.Colours {
			if col < 0 || col >= gameapp.PaletteSize || seen[col] {
				t.Errorf("%s: colours %v", account, f.Colours)
			}
			seen[col] = true
		}
		if f.N != 2 || f.Kinds[0] != gameapp.Person {
			t.Errorf("%s: %d players, seat 1 %v", account, f.N, f.Kinds[0])
		}
		if _, err := f.Setup(defaultName); err != nil {
			t.Errorf("%s: %v", account, err)
		}
	}
}

func TestEarlyAccountThatCannotBeReadChangesNothing(t *testing.T) {
	withEarly(t, `{"form":{"n":"three"`)
	r := newRoot()
	if want := gameapp.NewForm(defaultName); r.c.form != want || r.c.early.Intent != "" {
		t.Errorf("form %+v, intent %q", r.c.form, r.c.early.Intent)
	}
}

func TestEarlyStartStartsOneGameWithTheTypedNames(t *testing.T) {
	kv := gameapp.NewMemKV()
	r := mountedEarly(t, kv, `{"hold":true,"intent":"start","form":{"n":2,"names":["Ana","Ben",null,null],"kinds":["person","medium",null,null]}}`)
	s := r.c.s
	if s == nil {
		t.Fatal("the game asked for before the start did not start")
	}
	if got := s.Setup().Names; len(got) != 2 || got[0] != "Ana" || got[1] != "Ben" || s.Setup().Seats[1] != gameapp.BotMedium {
		t.Fatalf("started %v %v", got, s.Setup().Seats)
	}
	r.c.runEarly(app.Context{}) // a second call (the catalog's arrival) does nothing more
	if r.c.s != s || savedCount(t, kv) != 1 {
		t.Fatalf("the game was started again: %d saves", savedCount(t, kv))
	}
}

func TestEarlyStartWithABadNameSaysSo(t *testing.T) {
	kv := gameapp.NewMemKV()
	long := strings.Repeat("x", gameapp.MaxNameChars+3)
	r := mountedEarly(t, kv, `{"intent":"start","form":{"names":["`+long+`",null,null,null]}}`)
	if r.c.s != nil || savedCount(t, kv) != 0 {
		t.Fatal("a game started with a name that cannot be used")
	}
	h := page(t, r)
	has(t, h, `id="name-problem-0"`, `value="`+long+`"`, T("setup.name.toolong", 1, gameapp.MaxNameChars+3, gameapp.MaxNameChars))
}

// playedAndLeft is kv with one game played a little and left for the start screen (it stays the
// last game), and that game's save id.
func playedAndLeft(t *testing.T) (gameapp.KV, string) {
	t.Helper()
	kv := gameapp.NewMemKV()
	r := mounted(t, kv, "")
	startGame(t, r, "Ana", "Ben")
	play(t, r.c.s, 6, 3)
	r.c.sv.lib.Flush()
	list, _, _ := r.c.sv.lib.List()
	if len(list) != 1 {
		t.Fatalf("%d saves", len(list))
	}
	r.c.onNewGame(app.Context{}, app.Event{})
	r.c.onNewGame(app.Context{}, app.Event{}) // confirmed
	if r.c.s != nil {
		t.Fatal("New game left the game on the table")
	}
	return kv, list[0].ID
}

func TestReloadOnTheStartScreenStaysThere(t *testing.T) {
	kv, _ := playedAndLeft(t)
	// a page opened afresh (no account of this tab) reopens the last game, as before
	if r := mountedEarly(t, kv, `{"hold":false}`); r.c.s == nil {
		t.Fatal("a first visit did not reopen the last game")
	}
	// a reload of the tab that showed the start screen shows it again, with the saved game
	r := mountedEarly(t, kv, `{"hold":true}`)
	if r.c.s != nil {
		t.Fatal("a reload on the start screen reopened the game left")
	}
	has(t, page(t, r), `id="start-game"`, `class="btn primary small save-continue"`)
	if savedCount(t, kv) != 1 {
		t.Errorf("%d saves after the reload, want 1", savedCount(t, kv))
	}
}

func TestEarlyContinueOpensThatGame(t *testing.T) {
	kv, id := playedAndLeft(t)
	r := mountedEarly(t, kv, `{"hold":true,"intent":"continue","arg":"`+id+`"}`)
	if r.c.s == nil || len(r.c.s.Choices()) != 6 {
		t.Fatalf("Continue before the start did not open the saved game")
	}
	if savedCount(t, kv) != 1 {
		t.Errorf("%d saves, want the one continued", savedCount(t, kv))
	}
	// a save another tab deleted meanwhile is explained, not opened
	r = mountedEarly(t, kv, `{"hold":true,"intent":"continue","arg":"nosuchgame"}`)
	if r.c.s != nil || r.c.sv.loadErr == "" {
		t.Errorf("a missing save: game %v, message %q", r.c.s != nil, r.c.sv.loadErr)
	}
}

func TestEarlyStartBeatsTheLastGame(t *testing.T) {
	kv, id := playedAndLeft(t)
	r := mountedEarly(t, kv, `{"hold":true,"intent":"start","form":{"names":["Zoe",null,null,null]}}`)
	if r.c.s == nil || r.c.s.Setup().Names[0] != "Zoe" || len(r.c.s.Choices()) != 0 {
		t.Fatal("Start the game before the start reopened the last game instead")
	}
	if savedCount(t, kv) != 2 {
		t.Errorf("%d saves, want the left game %s and the new one", savedCount(t, kv), id)
	}
}

func TestEarlyLearnStartsTheGuide(t *testing.T) {
	r := mountedEarly(t, gameapp.NewMemKV(), `{"hold":true,"intent":"learn"}`)
	if r.c.s == nil || !r.c.s.Guided() {
		t.Fatal("Learn to play before the start did not start the guided game")
	}
}

func TestEarlyMenusAreKeptAsTheMenusKeepThem(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	kv := gameapp.NewMemKV()
	r := mountedEarly(t, kv, `{"hold":true,"intent":"start","settings":{"lang":"pl","botSpeed":"slow"}}`)
	if Language() != "pl" || r.c.settings.Lang != "pl" || r.c.settings.Speed() != gameapp.SpeedSlow {
		t.Fatalf("language %q, settings %+v", Language(), r.c.settings)
	}
	if st := r.c.sv.lib.Settings(); st.Lang != "pl" || st.BotSpeed != gameapp.SpeedSlow {
		t.Errorf("stored settings %+v", st)
	}
	// the game asked for started in the language chosen, its default names in it
	if r.c.s == nil || r.c.s.Setup().Names[0] != defaultName(0) || defaultName(0) == "Player 1" {
		t.Fatalf("the game did not start in Polish: %v", r.c.s)
	}
}

func TestEarlyStartWaitsForTheLanguage(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	withEarly(t, `{"hold":true,"intent":"start"}`)
	r := mounted(t, gameapp.NewMemKV(), "")
	// the Polish catalog is built in here; in the browser it is fetched: pretend it is on its way
	r.c.wantLang = "pl"
	r.c.runEarly(app.Context{})
	if r.c.s != nil {
		t.Fatal("the game started before the page's language had come")
	}
	r.c.useLanguage(app.Context{}, "pl")
	r.c.runEarly(app.Context{}) // what the catalog's arrival does
	if r.c.s == nil || r.c.s.Setup().Names[1] != "Gracz 2" {
		t.Fatalf("after the catalog: %v", r.c.s)
	}
}
