package components

import (
	"errors"

	"borabora/gameapp"
)

// The view of the screens other than the table, and of the overlays: the start screen and
// its saved games, the score sheet, the pass-device screen, the save banner and the save
// dialogs (see view.go).

func (c *controller) startView() startView {
	v := startView{Form: c.form, Err: c.err, Speed: c.settings.Speed(), Saves: c.savesView()}
	for i := range v.Problems {
		v.Problems[i] = nameProblem(c.form.NameProblem(i))
		v.Chars[i] = gameapp.NameChars(gameapp.CleanName(c.form.Names[i]))
	}
	return v
}

func (c *controller) savesView() savesView {
	st := c.sv
	if st == nil { // pre-rendered page, before the app starts
		return savesView{}
	}
	v := savesView{Mounted: true, LoadErr: st.loadErr, Protection: st.lib.Protection()}
	list, bad, err := st.lib.List()
	if st.lib.Unavailable() != nil || err != nil {
		v.Unavailable = true
		return v
	}
	for _, f := range list {
		where := summaryLine(f.Summary)
		if f.Setup.Branch > 0 {
			where = T("link.where", where, f.Setup.Branch)
		}
		it := saveItem{ID: f.ID, Key: gameapp.KeyOf(f.ID), Who: joinList(isolateAll(f.Summary.Names)),
			Where: where, When: localDate(f.Updated), Over: f.Summary.Over}
		if p := f.Summary.Waits - 1; f.Setup.Linked() && !f.Summary.Over && p >= 0 && p < len(f.Summary.Names) {
			// a game by links: whose turn (a computer's is this device's to play)
			it.Turn, it.Yours = T("saves.yourturn"), true
			if f.Setup.Seat(p) == gameapp.Remote {
				it.Turn, it.Yours = T("saves.waitingfor", isolate(f.Summary.Names[p])), false
			}
		}
		v.Items = append(v.Items, it)
	}
	for _, d := range bad {
		v.Bad = append(v.Bad, badSave{Key: d.Key, Newer: errors.Is(d.Reason, gameapp.ErrNewerFormat)})
	}
	return v
}

func (c *controller) sheetView() sheetView {
	s := c.s
	g := s.Game()
	rank := g.Ranking()
	w := rank[0]
	v := sheetView{
		Winner: w, WinnerText: said(you(s, w), "score.winner", nameOf(s, w), g.Score(w)),
		Tie:       len(rank) > 1 && g.Score(rank[0]) == g.Score(rank[1]),
		Table:     scoreTableOf(s, g, rank, true),
		CanExport: c.sv != nil,
		Linked:    c.sv != nil && s.Setup().Linked(),
		Log:       logSections(s, 60),
	}
	for _, p := range rank {
		v.Places = append(v.Places, sheetPlace{Seat: p, Look: lookOf(s, p),
			Kind: s.SeatKind(p), Score: g.Score(p)})
	}
	return v
}

func (c *controller) passView() passView {
	p := c.s.Game().Prompt().Player
	return passView{Seat: p, Look: lookOf(c.s, p), Inert: c.dialogOpen(),
		Undo: undoMineOffer(c.s), Since: sinceLines(c.s, p)}
}

// bannerView is the save banner of the game on the table, or a one-line note; false when there
// is none.
func (c *controller) bannerView() (bannerView, bool) {
	if c.sv == nil {
		return bannerView{}, false
	}
	st := c.sv
	if c.s == nil {
		// the start screen shows only a note (a language that could not be loaded)
		return bannerView{Text: st.notice}, st.notice != ""
	}
	a := c.saver()
	switch {
	case st.lib.Unavailable() != nil:
		return bannerView{Kind: "off", Text: T("banner.off")}, true
	case a != nil && a.Status().Cleared:
		return bannerView{Kind: "cleared", Text: T("banner.cleared")}, true
	case a != nil && a.Status().Conflict:
		return bannerView{Kind: "conflict", Text: T("banner.conflict")}, true
	case a != nil && a.Status().Err != nil:
		if gameapp.StorageFull(a.Status().Err) {
			return bannerView{Kind: "full", Text: T("banner.full")}, true
		}
		return bannerView{Kind: "failed", Text: T("banner.failed", storeProblem(a.Status().Err))}, true
	case st.notice != "":
		return bannerView{Text: st.notice}, true
	}
	return bannerView{}, false
}
