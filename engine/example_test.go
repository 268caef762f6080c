package engine_test

import (
	"errors"
	"fmt"

	"borabora/engine"
)

// A short tour: a new game, its first decision, a closed choice and why it is closed, an
// open one applied, and the game as a save code that replays to the same table.
func Example() {
	g, err := engine.NewGame(engine.Config{
		Players: []engine.PlayerConfig{{Name: "Ana"}, {Name: "Ben"}},
		Seed:    7,
	})
	if err != nil {
		panic(err)
	}
	pr := g.Prompt()
	fmt.Println("seat", pr.Player, "decides:", pr.Kind == engine.PromptStartHut)
	fmt.Println("open choices:", g.Legal())

	// every region is a candidate; the closed ones say why
	for _, c := range g.Candidates()[:3] {
		fmt.Println(c.Choice, c.Target().Area, c.Why)
	}

	// applying a closed choice is refused with its reason
	closed := engine.Choice{Kind: engine.KStartHut, A: 1}
	err = g.Apply(closed)
	fmt.Println(err)
	fmt.Println(errors.Is(err, engine.ErrIllegal), errors.Is(err, engine.FishNotOne))

	// applying an open one moves the game on
	if err := g.Apply(g.LegalAt(0)); err != nil {
		panic(err)
	}
	fmt.Println("next: seat", g.Prompt().Player, "places the region's material:", g.Prompt().Kind == engine.PromptPlaceMaterial)

	// the record travels as a save code and replays to the same game
	code := engine.EncodeRecord(g.Record())
	r, err := engine.DecodeRecord(code)
	if err != nil {
		panic(err)
	}
	h, err := engine.Replay(r)
	if err != nil {
		panic(err)
	}
	fmt.Println("replayed:", h.Prompt() == g.Prompt(), h.Scores()[0] == g.Scores()[0])
	// Output:
	// seat 0 decides: true
	// open choices: [StartHut(region=0) StartHut(region=2) StartHut(region=6) StartHut(region=7)]
	// StartHut(region=0) region open
	// StartHut(region=1) region fish-not-one
	// StartHut(region=2) region open
	// engine: choice not legal now: fish-not-one: StartHut(region=1)
	// true true
	// next: seat 0 places the region's material: true
	// replayed: true true
}
