package coach

import (
	"flag"
	"math/rand/v2"
	"testing"

	"borabora/engine"
	"borabora/engine/bot"
)

var agreeGames = flag.Int("agree-games", 4, "BenchmarkMasterAgreement: the games whose decisions are graded")

// BenchmarkMasterAgreement measures how far the coach's grades hold: the decisions of games of
// Medium players (one choice in six made at random instead, so that some are mistakes), each
// graded with the coach's settings (Options) and with an analysis four times as long
// (4 × bot.ReviewWork rollouts, the same seed). Of the decisions the longer analysis grades a
// mistake or a blunder, it reports the share the coach grades a mistake or a blunder too
// (agree%), and of those the coach grades so, the share the longer one confirms
// (confirmed%); with how many of each there were and how often the grade is the same.
//
// The games are seeds 900, 901, ..., 3 and 4 players in turn: 4 games unless -agree-games
// says more (the first four are the same whatever the count).
//
//	go test ./coach -run XXX -bench MasterAgreement -benchtime 1x
//	go test ./coach -run XXX -bench MasterAgreement -benchtime 1x -args -agree-games 12
func BenchmarkMasterAgreement(b *testing.B) {
	var long, short, both, same, n int
	for game := 0; game < *agreeGames; game++ {
		players := 3 + game%2
		cfg := engine.Config{Seed: uint64(900 + game)}
		for i := 0; i < players; i++ {
			cfg.Players = append(cfg.Players, engine.PlayerConfig{Name: string(rune('A' + i))})
		}
		g, err := engine.NewGame(cfg)
		if err != nil {
			b.Fatal(err)
		}
		bots := make([]*bot.Bot, players)
		for i := range bots {
			bots[i] = bot.New(bot.Medium, uint64(game*10+i))
		}
		rng := rand.New(rand.NewPCG(uint64(game), 9))
		for k := 0; !g.Over(); k++ {
			c := bots[g.Prompt().Player].Choose(g)
			if l := g.Legal(); rng.IntN(6) == 0 {
				c = l[rng.IntN(len(l))]
			}
			if Graded(g) && k%3 == 0 {
				seed := Seed(cfg.Seed, len(g.Choices()))
				v, ok := Judge(g, c, seed, 64, nil)
				o := Options(c, seed)
				o.Work *= 4
				v4, ok4 := judgeWith(g, c, o, 64, nil)
				if !ok || !ok4 {
					b.Fatal("no verdict")
				}
				n++
				bad, bad4 := v.Grade >= bot.GradeMistake && v.Grade <= bot.GradeBlunder, v4.Grade >= bot.GradeMistake && v4.Grade <= bot.GradeBlunder
				if bad {
					short++
				}
				if bad4 {
					long++
				}
				if bad && bad4 {
					both++
				}
				if v.Grade == v4.Grade {
					same++
				}
			}
			if err := g.Apply(c); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(n), "decisions")
	b.ReportMetric(float64(long), "bad-long")
	b.ReportMetric(float64(short), "bad-coach")
	b.ReportMetric(100*float64(both)/float64(max(1, long)), "agree%")
	b.ReportMetric(100*float64(both)/float64(max(1, short)), "confirmed%")
	b.ReportMetric(100*float64(same)/float64(max(1, n)), "same-grade%")
}
