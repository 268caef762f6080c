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
