// Package engine is the complete rules of Bora Bora as pure, deterministic Go.
//
// A game always waits on one decision by one seat (Prompt). Legal lists the choices open now,
// Apply takes one and runs every automatic step up to the next decision. Candidates lists
// every choice the decision could take, open or closed, each with its Reason (Open, or why it
// is closed, as a stable identifier such as "die-not-lower") and its Target, the place on the
// table it sits on. Apply of a closed choice returns an error for which errors.Is(err, reason)
// holds, and changes nothing.
//
// Other packages read the table only through methods: the board's accessors (Round, FishAt,
// Display, CardRow...), Seat for what everyone sees of a seat, Hand for a seat's own secret
// cards, PendingCount/PendingAt for the steps of a compound action still to come. Game has no
// exported fields, so nothing outside this package can change a game but Apply.
//
// A game's record (configuration, rules version, choices) replays it exactly and travels as a
// short save code (EncodeRecord, DecodeRecord, Replay).
//
// Each rule lives in the file of its rulebook section: setup.go, rounds.go, dice.go (Phase A),
// expand.go, persons.go (Man and Woman actions), helper.go, temple.go, build.go,
// firebonus.go, gods.go, godcards.go, resources.go (materials, offerings, shells, status,
// huts), phaseb.go, phasec.go, tasks.go, gameend.go. effects.go holds what the dice actions and
// the person types share; flow.go the tables that lead from one decision to the next.
// docs/architecture.md maps the rulebook to these files and their tests.
package engine
