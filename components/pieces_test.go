package components

import (
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"

	"borabora/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

var (
	sheetOnce sync.Once
	sheetIDs  map[string]bool
)

// sheetSymbols is the ids of the symbols of web/pieces.svg.
func sheetSymbols(t *testing.T) map[string]bool {
	t.Helper()
	sheetOnce.Do(func() {
		b, err := os.ReadFile("../web/pieces.svg")
		if err != nil {
			return
		}
		sheetIDs = map[string]bool{}
		for _, m := range regexp.MustCompile(`<symbol id="([^"]+)"`).FindAllStringSubmatch(string(b), -1) {
			sheetIDs[m[1]] = true
		}
	})
	if len(sheetIDs) == 0 {
		t.Fatal("web/pieces.svg has no symbols")
	}
	return sheetIDs
}

var useRe = regexp.MustCompile(`<use href="#([^"]+)"`)

// checkSymbols fails when page markup h uses a symbol the sheet does not have (the piece
// would be drawn as nothing).
func checkSymbols(t *testing.T, h string) {
	t.Helper()
	ids := sheetSymbols(t)
	for _, m := range useRe.FindAllStringSubmatch(h, -1) {
		if !ids[m[1]] {
			t.Fatalf("the page uses symbol %q, which web/pieces.svg lacks", m[1])
		}
	}
}

// TestEveryPieceHasItsSymbol draws every kind of piece (each person tile, jewel, God card,
// material, action, task, fish) and checks that each symbol it uses is on the sheet and that
// it uses one at all.
func TestEveryPieceHasItsSymbol(t *testing.T) {
	var parts []app.UI
	for id := 0; id < engine.NumPersonTiles; id++ {
		parts = append(parts, personTile(id, false))
	}
	for j := 0; j < engine.NumJewels; j++ {
		parts = append(parts, jewelTile(j)...)
	}
	for g := 0; g < int(engine.NumGods); g++ {
		parts = append(parts, godCardIcon(g, 20))
	}
	for m := engine.Material(0); m < engine.NumMaterials; m++ {
		parts = append(parts, materialIcon(m, 20))
	}
	for a := engine.Action(0); a < engine.NumActions; a++ {
		parts = append(parts, icon("act-"+engine.ActionNames[a], 20))
	}
	for tk := 0; tk < engine.NumTasks; tk++ {
		parts = append(parts, taskPicture(tk, 16))
		for _, q := range engine.Tasks[tk].Reqs {
			if q.Kind != 0 && len(reqIcons(q)) == 1 && reqIcons(q)[0] == "die" {
				t.Errorf("task %d: requirement kind %d has no picture of its own", tk, q.Kind)
			}
		}
	}
	h := app.HTMLString(app.Div().Body(parts...)) + drawMapBase() + drawMapPieces(mapArt{})
	checkSymbols(t, h)
	if n := strings.Count(h, "<use "); n < engine.NumPersonTiles*3+engine.NumJewels {
		t.Errorf("only %d pictures drawn", n)
	}
	for f := 0; f < engine.NumFishTypes; f++ {
		if !sheetSymbols(t)["fish-"+string(rune('0'+f))] {
			t.Errorf("no symbol for fish type %d", f)
		}
	}
}
