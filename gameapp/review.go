package gameapp

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"borabora/coach"
	"borabora/engine"
)

// Review steps through a recorded game, one decision at a time: step n is the table after the
// first n decisions (step 0 the table as set up). Opening a review replays the game once,
// keeping what each step shows in the timeline and the score graph, and the game's cursor
// (engine.Cursor, the one the coach steps with), which keeps a copy of the game every
// engine.CursorEvery decisions; a step is then reached from the game of the step before it,
// or from the nearest copy, never by a replay from the start. A review is read-only: it holds its
// own copy of the record and never changes a game, a save or the history.
type Review struct {
	setup   Setup
	choices []engine.Choice
	log     []LogEntry
	initial []engine.Event
	steps   []ReviewStep
	over    bool
	cursor  *engine.Cursor // the game at any step

	verdicts map[int]coach.Verdict // the coach's verdicts taken (Judged), by decision
	lucks    []coach.RollLuck      // the rolls the coach weighed (Judged), as they came
}

// ReviewStep is what the review knows of a step without going there: the round and stage the
// table is in, each seat's points, whether the coach grades the decision made there (Open:
// coach.Graded), and what the coach says of the decision that led to it (Review.Judged).
type ReviewStep struct {
	Round  int
	Stage  engine.Stage
	Scores [4]int
	Open   bool
	Note   StepNote
}

// StepNote is the coach's verdict of a decision as the review shows it: its grade (0: not
// graded), what it gave up against the best candidate (points and chance to win in percent,
// rounded) and the best candidate.
type StepNote struct {
	_      [0]func() // not comparable
	Grade  int
	Points int
	Win    int
	Best   engine.Choice
}

// Errors of a review.
var (
	ErrNotOver = errors.New("only a finished game can be played on from its review")
)

// NewReview opens the review of the game of setup and choices.
func NewReview(setup Setup, choices []engine.Choice) (*Review, error) {
	s, err := Restore(setup, nil)
	if err != nil {
		return nil, err
	}
	r := &Review{setup: s.setup, choices: append([]engine.Choice(nil), choices...), initial: s.initial}
	r.cursor = engine.NewCursor(s.g, r.choices)
	r.keepStep(s.g)
	for i, c := range r.choices {
		if err := s.apply(c); err != nil {
			return nil, &engine.ReplayError{Index: i, Choice: c, Err: err}
		}
		r.keepStep(s.g)
	}
	r.log, r.over = s.log, s.g.Over()
	return r, nil
}

func (r *Review) keepStep(g *engine.Game) {
	st := ReviewStep{Round: g.Round(), Stage: g.Stage(), Open: coach.Graded(g)}
	for p := 0; p < g.NumPlayers(); p++ {
		st.Scores[p] = g.Score(p)
	}
	r.cursor.Passed(len(r.steps), g)
	r.steps = append(r.steps, st)
}

// ReviewOf opens the review of the game of s (s itself is not touched).
func ReviewOf(s *Session) (*Review, error) { return NewReview(s.Setup(), s.Choices()) }

// ReviewCode opens the review of a pasted code or share link (Import's errors otherwise).
func ReviewCode(code string) (*Review, error) {
	setup, choices, err := decodeReviewCode(code)
	if err != nil {
		return nil, err
	}
	return NewReview(setup, choices)
}

// ReviewCode is the package's ReviewCode, except that a game this device plays by links is
// reviewed with this device's seats, whatever the code's table part says (a part changed by
// hand, or none): the review of a game still being played never shows here the cards of
// another device's seat.
func (l *Library) ReviewCode(code string) (*Review, error) {
	setup, choices, err := decodeReviewCode(code)
	if err != nil {
		return nil, err
	}
	saves, _, _ := l.List()
	for _, f := range saves {
		if f.Setup.Linked() && sameGame(f.Setup, setup) {
			setup.Seats, setup.Takeovers, setup.OpenHands = f.Setup.Seats, f.Setup.Takeovers, false
			break
		}
	}
	return NewReview(setup, choices)
}

// decodeReviewCode reads a review's code: a code, a share link, or a review link.
func decodeReviewCode(code string) (Setup, []engine.Choice, error) {
	if c, _, ok := ReviewFromFragment(code); ok {
		code = c
	} else if i := strings.IndexByte(code, '#'); i >= 0 {
		if c, ok := CodeFromFragment(code[i:]); ok {
			code = c
		}
	}
	return decodeCode(code)
}

// N is the number of decisions: the last step.
func (r *Review) N() int { return len(r.choices) }

// Over reports whether the game has ended.
func (r *Review) Over() bool { return r.over }

// Setup is the game's setup (copies of its slices).
func (r *Review) Setup() Setup { return (&Session{setup: r.setup}).Setup() }

// Steps are the steps 0 to N (shared: do not modify).
func (r *Review) Steps() []ReviewStep { return r.steps }

// Log is every decision with what it caused (shared: do not modify); step n's decision is
// Log()[n-1].
func (r *Review) Log() []LogEntry { return r.log }

// Code is the game's code with its table's settings, as a share link carries it.
func (r *Review) Code() string { return ExportCode(r.setup, r.choices) }

// At is the game of step n (clamped to 0..N) as a read-only session for the page to draw: it
// is valid until the next call of At, which moves the same game on.
func (r *Review) At(n int) *Session {
	n = max(0, min(n, len(r.choices)))
	g, _ := r.cursor.At(n) // it replayed when the review opened
	return &Session{setup: r.setup, g: g, log: r.log[:n:n], initial: r.initial, rev: uint64(n) + 1}
}

// HandShown reports whether the review may show seat p's God cards: every hand once the game is
// over; while it goes on, only what a person at the table could see in play (every hand with
// open hands or with computer players alone, the only person's own hand at a table of
// computers, none at a hot-seat table of several people, never a hand of another device's
// seat).
func (r *Review) HandShown(p int) bool {
	return handShown(r.setup, r.over, p, func() bool { return false })
}

// Starts lists the steps where a new stage (round false) or a new round (round true) begins,
// step 0 first.
func (r *Review) Starts(round bool) []int {
	out := []int{0}
	for n := 1; n < len(r.steps); n++ {
		a, b := r.steps[n-1], r.steps[n]
		if a.Round != b.Round || (!round && a.Stage != b.Stage) {
			out = append(out, n)
		}
	}
	return out
}

// FinalGroups are the steps of the final scoring as the score graph shows them: unused God
// tiles, fish, jewelry, and the end bonuses (every SrcBonus source).
var FinalGroups = [...]engine.Source{engine.SrcGodTiles, engine.SrcFishEnd, engine.SrcJewelry, engine.SrcBonusTasks}

// Final is each seat's points of each step of the final scoring (FinalGroups), which the last
// decision set off; nil while the game goes on.
func (r *Review) Final() [][4]int {
	if !r.over || len(r.log) == 0 {
		return nil
	}
	out := make([][4]int, len(FinalGroups))
	for _, ev := range r.log[len(r.log)-1].Events {
		if ev.Kind != engine.EvVP || ev.Player < 0 || ev.Player > 3 {
			continue
		}
		for i := len(FinalGroups) - 1; i >= 0; i-- {
			if ev.Source == FinalGroups[i] || (i == len(FinalGroups)-1 && ev.Source > FinalGroups[i]) {
				out[i][ev.Player] += int(ev.N)
				break
			}
		}
	}
	return out
}

// PlayFrom starts a new game from step n of a finished game's review: a copy of the game up to
// that step, with who plays each seat chosen anew, which goes on as any game (the same deal:
// what comes out of the dice and the deck after step n is what came out in the game). Its
// setup says where it began (From); it takes nothing back from before that step.
func (r *Review) PlayFrom(n int, seats []SeatKind) (*Session, error) {
	if !r.over {
		return nil, ErrNotOver
	}
	if n < 0 || n >= len(r.choices) {
		return nil, ErrOver
	}
	setup := r.Setup()
	setup.Seats, setup.Guide, setup.Hints, setup.From = seats, Guide{}, nil, n
	s, err := Restore(setup, r.choices[:n])
	if err != nil {
		return nil, err
	}
	s.KeepUndoSticky(n)
	return s, nil
}

// reviewKey starts the fragment of a review link.
const reviewKey = "review="

// ReviewLink is base (the app's URL) with a fragment that opens the review of code at step
// (-1: at its last decision).
func ReviewLink(base, code string, step int) string {
	if i := strings.IndexByte(base, '#'); i >= 0 {
		base = base[:i]
	}
	l := base + "#" + reviewKey + code
	if step >= 0 {
		l += "&step=" + strconv.Itoa(step)
	}
	return l
}

// ReviewFromFragment reads a review link's fragment ("#review=<code>" with "&step=N" or not;
// with or without '#', or a whole link): the code and the step, -1 when the link names none
// (or names one that is not a number).
func ReviewFromFragment(frag string) (code string, step int, ok bool) {
	frag = strings.TrimSpace(frag)
	if i := strings.IndexByte(frag, '#'); i >= 0 {
		frag = frag[i+1:]
	}
	code, ok = strings.CutPrefix(frag, reviewKey)
	if !ok {
		return "", -1, false
	}
	step = -1
	if c, n, cut := strings.Cut(code, "&step="); cut {
		code = c
		if v, err := strconv.Atoi(n); err == nil && v >= 0 {
			step = v
		}
	}
	return code, step, true
}

// Told is what step n's decision did, as "since your turn" tells it: the decision with the
// points it scored, then each stage it began with what that stage did by itself (nil for step
// 0). The final scoring is Final.
func (r *Review) Told(n int) []RecapStep {
	if n < 1 || n > len(r.log) {
		return nil
	}
	return stepsOf(r.log[n-1])
}

// TriedAt is the game after choice c, tried in place of the decision that led to step n (a
// legal choice of step n-1): a session of its own for the page to draw, and to play on from
// (Session.Apply goes on from it). The review is not changed.
func (r *Review) TriedAt(n int, c engine.Choice) (*Session, error) {
	if n < 1 || n > len(r.choices) {
		return nil, fmt.Errorf("no decision %d to try again", n)
	}
	s, err := Restore(r.setup, r.choices[:n-1])
	if err != nil {
		return nil, err
	}
	if err := s.Apply(c); err != nil {
		return nil, err
	}
	return s, nil
}
