package engine

import (
	"reflect"
	"testing"
)

// TestGameHasNoExportedFields: other packages read the game only through its methods.
func TestGameHasNoExportedFields(t *testing.T) {
	for _, typ := range []reflect.Type{reflect.TypeOf(Game{})} {
		for i := 0; i < typ.NumField(); i++ {
			if f := typ.Field(i); f.IsExported() {
				t.Errorf("%v has the exported field %s", typ, f.Name)
			}
		}
	}
}

// TestSeatViewShowsTheSeat compares every field of SeatView with the seat's state after each
// step of random games, and checks that changing a view changes nothing.
func TestSeatViewShowsTheSeat(t *testing.T) {
	for i := 0; i < 15; i++ {
		playRandom(t, 2+i%3, uint64(i), func(g *Game) error {
			for p := 0; p < g.NumPlayers(); p++ {
				if err := checkSeatView(g, p); err != nil {
					return err
				}
			}
			fp := fingerprint(g)
			v := g.Seat(max(g.Prompt().Player, 0))
			v.Offerings, v.Persons[0], v.Tasks[0] = 99, 5, 5
			if fingerprint(g) != fp {
				return errorf("changing a SeatView changed the game")
			}
			return nil
		})
	}
}

func checkSeatView(g *Game, p int) error {
	pl, v := &g.seats[p], g.Seat(p)
	same := v.Seat == p && v.HutsOnSpaces == pl.HutsRegular && v.HutsOn12th == pl.Huts12 &&
		v.PersonOn12th == pl.Person12 && int(v.FreeSpaces) == g.freeSpaces(p) && v.NPersons == pl.NPersons &&
		v.Persons == pl.Persons && v.Shifted == pl.Shifted && v.Ceremony == pl.Ceremony &&
		v.BuildingPair == pl.BuiltPair && v.Beside == pl.Beside && v.Offerings == pl.Offerings &&
		v.Shells == pl.Shells && v.GodTiles == pl.GodTiles && int(v.Cards) == g.HandCount(p) &&
		v.Priests == pl.PriestsSupply && v.Status == pl.Status && v.Jewels == pl.Jewels &&
		v.NJewels == pl.NJewels && v.Tasks == pl.Tasks && v.Done == pl.Done && v.NDone == pl.NDone &&
		v.Dice == pl.Dice && v.DiceAt == pl.DiceAt && v.WhiteDice == pl.DieWhite &&
		v.BluePending == pl.PendingBlue && v.WhitePending == pl.PendingWhite &&
		v.GreenPending == pl.GreenPending && v.GreenUsed == pl.GreenUsed && v.ManUsed == pl.UsedMan &&
		v.WomanUsed == pl.UsedWoman
	if !same {
		return errorf("seat %d: view %+v, state %+v", p, v, *pl)
	}
	return nil
}

// TestTableAccessorsShowTheBoard compares the board accessors with the state.
func TestTableAccessorsShowTheBoard(t *testing.T) {
	g := playRandom(t, 4, 3, func(g *Game) error {
		b := &g.board
		ok := g.Round() == int(b.Round) && g.Stage() == b.Stage && g.StageTurn() == int(b.Idx) &&
			g.TempleGodTiles() == int(b.TempleGodTiles) && g.DeckCount() == int(b.NDeck) &&
			g.PileCount(Man) == int(b.NMenPile) && g.PileCount(Woman) == int(b.NWomenPile) &&
			g.TaskPileCount() == int(b.NParrot) && g.PendingCount() == int(b.NFrames)
		for i, s := range g.TurnOrder() {
			ok = ok && s == int(b.Order[i]) && g.SeatAt(i) == s
		}
		for r := Region(0); r < NumRegions; r++ {
			ok = ok && g.FishAt(r) == FishTile(b.Fish[r]) && g.HutOnSpace(r) == int(b.RegionSpace[r])
			for p := 0; p < g.NumPlayers(); p++ {
				ok = ok && g.HasHut(r, p) == (b.RegionHuts[r]&(1<<p) != 0)
			}
		}
		for v := 1; v <= TempleSpaces; v++ {
			ok = ok && g.TempleSpace(v) == int(b.Temple[v])
		}
		men, women, tasks, row := g.Display(Man), g.Display(Woman), g.TaskDisplay(), g.CardRow()
		for i := 0; i < DisplaySize; i++ {
			ok = ok && men[i] == PersonTile(b.Men[i]) && women[i] == PersonTile(b.Women[i]) && tasks[i] == TaskID(b.TaskDisplay[i])
		}
		for i := range row {
			ok = ok && row[i] == int(b.Market[i])
		}
		if g.Round() <= Rounds {
			for r, j := range g.JewelryColumn(g.Round()) {
				ok = ok && j == JewelTile(b.Jewelry[g.Round()-1][r])
			}
		}
		for c, n := range g.Discards() {
			ok = ok && n == int(b.Discard[c])
		}
		for i := 0; i < g.PendingCount(); i++ {
			f := b.Frames[int(b.NFrames)-1-i]
			ok = ok && g.PendingAt(i) == Prompt{Kind: f.Kind, Player: int(f.P), N: int(f.N), X: int(f.X)}
		}
		if !ok {
			return errorf("an accessor disagrees with the board")
		}
		return nil
	})
	if !g.Over() {
		t.Fatal("game not over")
	}
}

// TestPendingShowsTheRestOfAFireBonus: after a priest, the card half of the Fire Bonus is asked
// and its status half waits.
func TestPendingShowsTheRestOfAFireBonus(t *testing.T) {
	g := started(t, 2, 7)
	p := g.Prompt().Player
	turnTo(g, p, 3, 3, 3)
	mustApply(t, g, ch(KPlaceDie, 0, int(ActionTemple)))
	if g.PendingCount() != 1 || g.PendingAt(0) != g.Prompt() || g.Prompt().Kind != PromptTemple {
		t.Fatalf("temple: prompt %+v, %d pending", g.Prompt(), g.PendingCount())
	}
	mustApply(t, g, ch(KTemple, 3))
	want := []PromptKind{PromptFireCard, PromptFireStatus}
	if g.PendingCount() != len(want) {
		t.Fatalf("%d pending after the priest", g.PendingCount())
	}
	for i, k := range want {
		if pr := g.PendingAt(i); pr.Kind != k || pr.Player != p {
			t.Errorf("pending %d: %+v, want %v for seat %d", i, pr, k, p)
		}
	}
}
