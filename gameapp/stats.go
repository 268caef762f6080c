package gameapp

import "sort"

// The statistics of the history: for each person's name, the games played, the wins, the
// average and best score, and head to head against each other name and each computer level.
// A person is known by the name typed for their seat, exactly as typed; computer players are
// counted by level, not by name. A game played on from another game's review (Finished.From)
// is not a whole game and is left out.

// PlayerStats are one person's results.
type PlayerStats struct {
	Name        string
	Games, Wins int // Wins: the games this person won (a tie broken by turn order, as the score sheet says)
	Total, Best int // the sum of their scores (for the average) and the best one
	Versus      []Versus
}

// Versus is one person's results against one opponent, another person or a computer level,
// over the games both played: who scored more points (the same points is a tie here, whatever
// the turn order said about the winner).
type Versus struct {
	Name  string   // the other person; "" for a computer level
	Level SeatKind // the computer level (Person for a person)
	Games int
	Won   int // this person scored more
	Lost  int
	Tied  int
}

// Average is the average score.
func (p PlayerStats) Average() float64 {
	if p.Games == 0 {
		return 0
	}
	return float64(p.Total) / float64(p.Games)
}

// WinRate is the share of games won, 0 to 1.
func (p PlayerStats) WinRate() float64 {
	if p.Games == 0 {
		return 0
	}
	return float64(p.Wins) / float64(p.Games)
}

// StatsOf works out the statistics of games: the people who played the most games first (then
// by name); each one's opponents, people first in the same order, then the computer levels
// from the easiest.
func StatsOf(games []Finished) []PlayerStats {
	var out []PlayerStats
	for _, f := range games {
		if f.From > 0 || len(f.Scores) != len(f.Names) {
			continue
		}
		for p, name := range f.Names {
			if !f.Person(p) {
				continue // a computer's seat from start to end
			}
			i := 0
			for i < len(out) && out[i].Name != name {
				i++
			}
			if i == len(out) {
				out = append(out, PlayerStats{Name: name})
			}
			st := &out[i]
			score := f.Scores[p]
			if st.Games == 0 || score > st.Best {
				st.Best = score
			}
			st.Games++
			st.Total += score
			if f.Winner == p {
				st.Wins++
			}
			for q, other := range f.Names {
				o := Versus{Name: other}
				if !f.Person(q) {
					o = Versus{Level: f.Seat(q)}
				}
				if q == p || o.Name == name {
					continue
				}
				j := 0
				for j < len(st.Versus) && (st.Versus[j].Name != o.Name || st.Versus[j].Level != o.Level) {
					j++
				}
				if j == len(st.Versus) {
					st.Versus = append(st.Versus, o)
				}
				v := &st.Versus[j]
				v.Games++
				switch d := score - f.Scores[q]; {
				case d > 0:
					v.Won++
				case d < 0:
					v.Lost++
				default:
					v.Tied++
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Games != out[j].Games {
			return out[i].Games > out[j].Games
		}
		return out[i].Name < out[j].Name
	})
	for _, st := range out {
		vs := st.Versus
		sort.SliceStable(vs, func(i, j int) bool {
			a, b := vs[i], vs[j]
			switch {
			case a.Level != b.Level:
				return a.Level < b.Level
			case a.Games != b.Games:
				return a.Games > b.Games
			}
			return a.Name < b.Name
		})
	}
	return out
}
