package main

import (
	"fmt"
	"testing"

	"borabora/coach"
	"borabora/engine"
	"borabora/engine/bot"
)

// The worker's grader gives coach.JudgeRecord's verdicts, whatever the order it is handed
// the decisions in (forwards from where it stands, or back to an earlier one).
func TestGraderIsJudgeRecord(t *testing.T) {
	cfg := engine.Config{Seed: 9}
	for i := 0; i < 3; i++ {
		cfg.Players = append(cfg.Players, engine.PlayerConfig{Name: fmt.Sprintf("P%d", i+1)})
	}
	g, err := engine.NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := []*bot.Bot{bot.New(bot.Medium, 1), bot.New(bot.Medium, 2), bot.New(bot.Medium, 3)}
	for !g.Over() {
		if err := g.Apply(bots[g.Prompt().Player].Choose(g)); err != nil {
			t.Fatal(err)
		}
	}
	code := engine.EncodeRecord(g.Record())
	gr, err := newGrader(code)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := gr.steps()
	if err != nil || len(steps) < 20 {
		t.Fatalf("%d steps, %v", len(steps), err)
	}
	pick := []int{steps[3], steps[len(steps)/2], steps[len(steps)-1], steps[10], 0, len(g.Choices()), -1}
	r, _ := engine.DecodeRecord(code)
	want := map[int]string{}
	if err := coach.JudgeRecord(r, pick, 17, nil, func(v coach.Verdict) { want[v.Step] = coach.Encode(v) }); err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, s := range pick {
		v, ok, err := gr.grade(s, 64, nil)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			got[s] = coach.Encode(v)
		}
	}
	if len(got) != len(want) || len(want) < 4 {
		t.Fatalf("%d verdicts, JudgeRecord %d", len(got), len(want))
	}
	for s, line := range want {
		if got[s] != line {
			t.Errorf("decision %d:\n grader      %s\n JudgeRecord %s", s, got[s], line)
		}
	}
	if _, err := newGrader("BB1.nonsense"); err == nil {
		t.Error("a bad code reads")
	}
}

// BenchmarkGraderWholeGame grades every decision of a finished 4-player game of Medium players
// (seed 21, e2e.MeasureCoach's game) in one grader, as one worker would: natively, or under
// Node with GOOS=js GOARCH=wasm (-benchtime 1x; docs/performance.md).
func BenchmarkGraderWholeGame(b *testing.B) {
	cfg := engine.Config{Seed: 21}
	for i := 0; i < 4; i++ {
		cfg.Players = append(cfg.Players, engine.PlayerConfig{Name: fmt.Sprintf("P%d", i+1)})
	}
	g, err := engine.NewGame(cfg)
	if err != nil {
		b.Fatal(err)
	}
	bots := make([]*bot.Bot, 4)
	for i := range bots {
		bots[i] = bot.New(bot.Medium, 21+uint64(i))
	}
	for !g.Over() {
		if err := g.Apply(bots[g.Prompt().Player].Choose(g)); err != nil {
			b.Fatal(err)
		}
	}
	code := engine.EncodeRecord(g.Record())
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		gr, err := newGrader(code)
		if err != nil {
			b.Fatal(err)
		}
		steps, _ := gr.steps()
		for _, s := range steps {
			if _, ok, err := gr.grade(s, 64, nil); !ok || err != nil {
				b.Fatalf("decision %d: %v %v", s, ok, err)
			}
		}
		b.ReportMetric(float64(len(steps)), "decisions")
	}
}

// The worker weighs each roll as coach.LuckOfRecord does, whatever the order it is handed them
// in, between grades; a job that is not one of the record's rolls gives nothing.
func TestGraderWeighsTheRollsAsLuckOfRecord(t *testing.T) {
	cfg := engine.Config{Seed: 4, Players: make([]engine.PlayerConfig, 2)}
	g, err := engine.NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b := bot.New(bot.Medium, 1)
	for !g.Over() {
		if err := g.Apply(b.Choose(g)); err != nil {
			t.Fatal(err)
		}
	}
	code := engine.EncodeRecord(g.Record())
	r, _ := engine.DecodeRecord(code)
	want, err := coach.LuckOfRecord(r)
	if err != nil {
		t.Fatal(err)
	}
	gr, err := newGrader(code)
	if err != nil {
		t.Fatal(err)
	}
	jobs, err := gr.rolls()
	if err != nil || len(jobs) != len(want) || len(jobs) != 2*engine.Rounds {
		t.Fatalf("%d jobs (%v), LuckOfRecord %d", len(jobs), err, len(want))
	}
	steps, _ := gr.steps()
	for i := len(jobs) - 1; i >= 0; i-- {
		if i == 5 {
			if _, _, err := gr.grade(steps[len(steps)-1], 64, nil); err != nil {
				t.Fatal(err)
			}
		}
		l, ok, err := gr.luck(jobs[i])
		if err != nil || !ok || coach.EncodeLuck(l) != coach.EncodeLuck(want[i]) {
			t.Fatalf("%s: %s (%v, %v), LuckOfRecord %s", jobs[i], coach.EncodeLuck(l), ok, err, coach.EncodeLuck(want[i]))
		}
	}
	for _, bad := range []string{"L7.0", "L1.2", "L0.1", "x", ""} {
		if _, ok, err := gr.luck(bad); ok || err != nil {
			t.Errorf("job %q: ok %v, %v", bad, ok, err)
		}
	}
}
