package components

import (
	"math"
	"strconv"
	"strings"

	"borabora/gameapp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The history of finished games and their statistics (gameapp.History, gameapp.StatsOf): two
// screens over the start screen, each reached from the saved games and from the other.

// historyView is the history screen (Stats false) or the statistics screen, drawn as one
// string of HTML (esc): its buttons are handled by their container (onScreen).
type historyView struct {
	Stats bool
	HTML  string
}

// onScreen goes to the screen in data-screen ("history", "stats", "" for the start screen);
// on those screens, which are drawn as strings of HTML, it also opens the review of a game.
func (c *controller) onScreen(ctx app.Context, e app.Event) {
	to, ok := hit(e, "data-screen")
	if !ok {
		c.onReview(ctx, e)
		return
	}
	c.screen = screenNamed(to)
	if c.sv != nil {
		c.sv.loadErr = ""
	}
}

func (c *controller) historyView() historyView {
	v := historyView{Stats: c.screen == screenStats}
	title, other, otherText := T("hist.title"), "stats", T("stats.title")
	if v.Stats {
		title, other, otherText = T("stats.title"), "history", T("hist.title")
	}
	var b strings.Builder
	b.WriteString(`<div id="history" class="screen start hist"><header class="start-head">` +
		button("hist-back", "", `data-screen=""`, "", T("hist.back")) + `<h1>` + esc(title) + `</h1>` +
		button("hist-other", "", `data-screen="`+other+`"`, "", otherText) + `</header><main class="saved-slot">`)
	if c.sv.loadErr != "" {
		b.WriteString(`<p class="error" role="alert">` + esc(c.sv.loadErr) + `</p>`)
	}
	h, err := c.sv.lib.History()
	switch {
	case err != nil:
		b.WriteString(`<p class="notice warn">` + esc(T("saves.unavailable")) + `</p>`)
	case len(h.Games) == 0:
		b.WriteString(`<p id="hist-empty" class="muted">` + esc(T("hist.none")) + `</p>`)
	case v.Stats:
		st := gameapp.StatsOf(h.Games)
		if len(st) == 0 {
			// finished games there are, but none counts (computers only, or played on from a
			// review): say so, never "no finished game"
			b.WriteString(`<p id="stats-empty" class="muted">` + esc(plural("stats.none", len(h.Games))) + `</p>`)
		}
		for _, p := range st {
			name := esc(isolate(p.Name))
			b.WriteString(`<section class="stat-player"><h2>` + name + `</h2><p>` + esc(T("stats.line", plural("stats.ngames", p.Games),
				plural("stats.nwins", p.Wins), int(math.Round(100*p.WinRate())), int(math.Round(p.Average())), p.Best)) + `</p>`)
			if len(p.Versus) > 0 {
				b.WriteString(`<table class="scores"><caption class="sr-only">` + esc(T("stats.versus", isolate(p.Name))) + `</caption><thead><tr>`)
				for _, k := range []string{"stats.opponent", "stats.games", "stats.won", "stats.lost", "stats.tied"} {
					b.WriteString(`<th scope="col">` + esc(T(k)) + `</th>`)
				}
				b.WriteString(`</tr></thead><tbody>`)
				for _, o := range p.Versus {
					who := isolate(o.Name)
					if o.Level.IsBot() {
						who = seatKindLabel(o.Level)
					}
					b.WriteString(`<tr><th scope="row">` + esc(who) + `</th>`)
					for _, n := range []int{o.Games, o.Won, o.Lost, o.Tied} {
						b.WriteString(`<td>` + strconv.Itoa(n) + `</td>`)
					}
					b.WriteString(`</tr>`)
				}
				b.WriteString(`</tbody></table>`)
			}
			b.WriteString(`</section>`)
		}
	default:
		b.WriteString(`<ul id="hist-list" class="saves-list">`)
		for _, f := range h.Games {
			var seats []string
			for p, n := range f.Names {
				n = isolate(n)
				if r := f.PersonRounds(p); r > 0 {
					// a person played the seat before a computer finished it: their game
					n = plural("hist.handed", r, n, T("bot.level."+f.Seat(p).String()))
				} else if k := f.Seat(p); k.IsBot() {
					n = T("hist.bot", n, T("bot.level."+k.String()))
				}
				seats = append(seats, T("saves.score", n, f.Scores[p]))
			}
			who := esc(joinList(seats))
			b.WriteString(`<li class="save-item hist-item"><div class="save-main"><strong class="save-who">` +
				esc(T("score.winner", isolate(f.Names[f.Winner]), f.Scores[f.Winner])) + `</strong><span class="save-where">` + who +
				`</span><span class="save-when muted">` + esc(localDate(f.Ended)) + `</span>`)
			if f.From > 0 {
				b.WriteString(`<span class="muted">` + esc(T("hist.copy")) + `</span>`)
			}
			b.WriteString(`</div><div class="save-acts"><button type="button" class="btn small hist-review" data-review="hist" data-save="` +
				esc(f.ID) + `" aria-label="` + esc(T("label.detail", T("saves.review"), joinList(seats))) + `">` + esc(T("saves.review")) +
				`</button></div></li>`)
		}
		b.WriteString(`</ul>`)
	}
	if h.Dropped > 0 {
		b.WriteString(`<p id="hist-dropped" class="muted">` + esc(plural("hist.dropped", h.Dropped, gameapp.HistoryLimit)) + `</p>`)
	}
	if h.Unreadable > 0 {
		b.WriteString(`<p class="muted">` + esc(plural("hist.unreadable", h.Unreadable)) + `</p>`)
	}
	v.HTML = b.String() + `</main></div>`
	return v
}

func (v *historyView) draw(act actions) app.UI {
	return app.Div().OnClick(act.onScreen).Body(app.Raw(v.HTML))
}
