package coach

import (
	"slices"
	"testing"

	"borabora/engine"
	"borabora/engine/bot"
)

// verdict is a verdict of step s by seat p that gave up win (0-1) and pts.
func verdict(s, p int, g bot.Grade, winMade, win, pts float64) Verdict {
	return Verdict{Step: s, Seat: p, Grade: g, WinMade: winMade, WinBest: winMade + win, MarginMade: 10, MarginBest: 10 + pts}
}

// TestFiguresByHand: accuracy, counts, key moments and the chance-to-win series of a few
// verdicts worked out by hand.
func TestFiguresByHand(t *testing.T) {
	// every figure exact in binary, so that the test says what the page shows
	vs := []Verdict{
		verdict(4, 1, bot.GradeBlunder, 0.25, 0.25, 3),        // loss max(3, 25) = 25: counts 0
		verdict(0, 0, bot.GradeBest, 0.5, 0, 0),               // 1
		verdict(2, 0, bot.GradeMistake, 0.375, 0.0625, 6),     // max(6, 6.25): 0.375
		verdict(3, 1, bot.GradeGood, 0.625, 0.0078125, 0.5),   // max(0.5, 0.78125): 0.921875
		verdict(1, 1, bot.GradeInaccuracy, 0.5, 0.0625, 2),    // 6.25: 0.375
		verdict(5, 0, bot.GradeInaccuracy, 0.4375, 0.0625, 4), // 6.25: 0.375
	}
	f := FiguresOf(vs, 2, 7)
	// seat 0: (1 + 0.375 + 0.375) / 3 = 58.3%; seat 1: (0 + 0.921875 + 0.375) / 3 = 43.2%
	if f.Seats[0].Accuracy != 58 || f.Seats[1].Accuracy != 43 || f.Seats[0].Graded != 3 || f.Seats[1].Graded != 3 {
		t.Fatalf("seats %+v", f.Seats)
	}
	if f.Seats[0].Counts[bot.GradeMistake] != 1 || f.Seats[0].Counts[bot.GradeInaccuracy] != 1 || f.Seats[1].Counts[bot.GradeBlunder] != 1 {
		t.Fatalf("counts %+v", f.Seats)
	}
	// points given up: seat 0 6 + 4, seat 1 3 + 0.5 + 2
	if f.Seats[0].Lost != 10 || f.Seats[1].Lost != 5.5 {
		t.Fatalf("points given up %v and %v", f.Seats[0].Lost, f.Seats[1].Lost)
	}
	var steps []int
	for _, m := range f.Moments {
		steps = append(steps, m.Step)
	}
	// by chance given up: 4 (25%), then 2, 5 and 1 (6.25% each) by points: 6, 4, 2
	if want := []int{4, 2, 5, 1}; !slices.Equal(steps, want) {
		t.Fatalf("key moments at steps %v, want %v", steps, want)
	}
	// chance to win: 50 each at the start; step i shows the verdict of decision i-1
	if want := []int{50, 50, 50, 38, 38, 38, 44, 44}; !slices.Equal(f.Win[0], want) {
		t.Fatalf("seat 0's chance %v, want %v", f.Win[0], want)
	}
	if want := []int{50, 50, 50, 50, 63, 25, 25, 25}; !slices.Equal(f.Win[1], want) {
		t.Fatalf("seat 1's chance %v, want %v", f.Win[1], want)
	}
	// a seat with nothing graded has no accuracy; verdicts of no seat or step are left out
	f = FiguresOf([]Verdict{verdict(9, 0, bot.GradeBest, 1, 0, 0), verdict(0, 5, bot.GradeBest, 1, 0, 0)}, 3, 3)
	if f.Seats[0].Accuracy != -1 || len(f.Moments) != 0 || f.Win[2][3] != 33 {
		t.Fatalf("no verdict: %+v", f)
	}
}

// TestFiguresKeepFiveMoments: only the five biggest losses are key moments, and a best or good
// move never is one; the chance to win stays within 0 and 100.
func TestFiguresKeepFiveMoments(t *testing.T) {
	var vs []Verdict
	for s := 0; s < 12; s++ {
		g := bot.GradeInaccuracy + bot.Grade(s%3)
		if s%4 == 0 {
			g = bot.GradeGood
		}
		vs = append(vs, verdict(s, s%3, g, 1.2-0.1*float64(s), 0.01*float64(s), float64(s)))
	}
	f := FiguresOf(vs, 3, 12)
	if len(f.Moments) != MomentCount {
		t.Fatalf("%d key moments", len(f.Moments))
	}
	for i, m := range f.Moments {
		if m.Grade < bot.GradeInaccuracy || (i > 0 && m.Step > f.Moments[i-1].Step) {
			t.Fatalf("key moments %+v", f.Moments)
		}
	}
	for _, w := range f.Win {
		for _, x := range w {
			if x < 0 || x > 100 {
				t.Fatalf("chance %d", x)
			}
		}
	}
}

// TestKeyMomentsPerSeat: each seat has key moments of its own, chosen among its decisions as
// the game's are; the moments of several seats are the biggest of theirs together.
func TestKeyMomentsPerSeat(t *testing.T) {
	var vs []Verdict
	for i := range 24 {
		seat := i % 3
		v := Verdict{Step: i, Seat: seat, Grade: bot.GradeMistake, WinBest: 0.5, WinMade: 0.5 - float64(i)/100, MarginBest: 10, MarginMade: 5}
		if seat == 2 {
			v.WinMade = 0.1 // the computer's blunders: the biggest of the game
			v.Grade = bot.GradeBlunder
		}
		vs = append(vs, v)
	}
	f := FiguresOf(vs, 3, 30)
	for _, m := range f.Moments {
		if m.Seat != 2 {
			t.Fatalf("the game's key moments are not seat 2's blunders: %+v", f.Moments)
		}
	}
	for p := range 3 {
		ms := f.BySeat[p]
		if len(ms) != MomentCount {
			t.Fatalf("seat %d: %d key moments", p, len(ms))
		}
		for i, m := range ms {
			if m.Seat != p || (i > 0 && m.Step > ms[i-1].Step && p < 2) {
				t.Fatalf("seat %d's key moments %+v", p, ms)
			}
		}
	}
	// seats 0 and 1 (steps 0, 3, … and 1, 4, …): the later decisions lost more, so the last five of theirs
	both := f.MomentsOf([]int{0, 1})
	if len(both) != MomentCount || both[0].Step != 22 || both[1].Step != 21 || both[2].Step != 19 || both[4].Step != 16 {
		t.Fatalf("the key moments of seats 0 and 1: %+v", both)
	}
}

// TestCloseCallIsWithinTheNoise: an inaccuracy that gave up no more than the analysis' own
// noise is a close call; one that gave up more stays an inaccuracy; a mistake is never within
// the noise. A close call is neither counted nor a key moment, and its line reads back.
func TestCloseCallIsWithinTheNoise(t *testing.T) {
	for _, c := range []struct {
		g        bot.Grade
		pts, win float64
		want     bot.Grade
	}{
		{bot.GradeInaccuracy, 2, 0.02, bot.GradeClose},
		{bot.GradeInaccuracy, NoisePoints - 0.01, NoiseWin - 0.001, bot.GradeClose},
		{bot.GradeInaccuracy, 3, 0.01, bot.GradeInaccuracy},
		{bot.GradeInaccuracy, 1, 0.04, bot.GradeInaccuracy},
		{bot.GradeMistake, 6, 0.01, bot.GradeMistake},
		{bot.GradeGood, 1, 0.01, bot.GradeGood},
	} {
		v := Verdict{Grade: c.g, MarginBest: 10, MarginMade: 10 - c.pts, WinBest: 0.5, WinMade: 0.5 - c.win}
		if got := closeCall(v).Grade; got != c.want {
			t.Errorf("%v giving up %.1f points and %.0f%%: %v, want %v", c.g, c.pts, 100*c.win, got, c.want)
		}
	}
	v := Verdict{Step: 2, Seat: 0, Grade: bot.GradeClose, Made: engine.Choice{Kind: engine.KPass}, Best: engine.Choice{Kind: engine.KPass},
		WinBest: 0.5, WinMade: 0.48, MarginBest: 2, MarginMade: 0}
	back, err := Decode(Encode(v))
	if err != nil || len(back) != 1 || back[0].Grade != bot.GradeClose {
		t.Fatalf("a close call read back: %+v %v", back, err)
	}
	f := FiguresOf([]Verdict{v}, 2, 5)
	if f.Seats[0].Counts[bot.GradeClose] != 1 || len(f.Moments) != 0 || f.Seats[0].Graded != 1 {
		t.Fatalf("figures of a close call: %+v", f)
	}
}
