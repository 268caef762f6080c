package engine

import "math/bits"

// Expand (rulebook: "Expand action", the Land Path and Water Path persons): settle a region
// joined by a land (or water) path of value at most the strength to a region holding one of
// your huts, with a hut from your person spaces or the 12th space; one hut per player per
// region. The hut goes on the region's building space (a hut already there moves aside but
// stays in the region); you take the region's material or offering, and may then score its fish
// with a Red God (gods.go), once per player per region.

// ownRegions is the set of regions holding a hut of seat p, one bit per region.
func (g *Game) ownRegions(p int) uint16 {
	var own uint16
	for r, m := range g.board.RegionHuts {
		if m&(1<<p) != 0 {
			own |= 1 << r
		}
	}
	return own
}

// reach returns the regions seat p can settle along paths of kind k of value at most s, one
// bit per region, and how many there are (none when p has no hut left).
func (g *Game) reach(p int, k PathKind, s int) (mask uint16, n int) {
	pl := &g.seats[p]
	if pl.HutsRegular+pl.Huts12 == 0 {
		return 0, 0
	}
	own := g.ownRegions(p)
	for i := range Paths {
		pa := &Paths[i]
		if pa.Kind != k || pa.Value > s {
			continue
		}
		if own&(1<<pa.A) != 0 {
			mask |= 1 << pa.B
		}
		if own&(1<<pa.B) != 0 {
			mask |= 1 << pa.A
		}
	}
	mask &^= own
	return mask, bits.OnesCount16(mask)
}

// eachReachable calls f once for each region seat p can settle along paths of kind k of value
// at most s, in the order of Paths.
func (g *Game) eachReachable(p int, k PathKind, s int, f func(r int)) {
	bit := uint8(1) << p
	var seen uint16
	for i := range Paths {
		pa := &Paths[i]
		if pa.Kind != k || pa.Value > s {
			continue
		}
		for _, e := range [2][2]int{{int(pa.A), int(pa.B)}, {int(pa.B), int(pa.A)}} {
			from, to := e[0], e[1]
			if g.board.RegionHuts[from]&bit == 0 || g.board.RegionHuts[to]&bit != 0 || seen&(1<<to) != 0 {
				continue
			}
			seen |= 1 << to
			f(to)
		}
	}
}

// expandWhy says whether seat p can settle any region along paths of kind k at strength s.
func (g *Game) expandWhy(p int, k PathKind, s int) Reason {
	pl := &g.seats[p]
	if pl.HutsRegular+pl.Huts12 == 0 {
		return NoHutLeft
	}
	if _, n := g.reach(p, k, s); n == 0 {
		return NoRegionInReach
	}
	return Open
}

// expandGains reports whether strength hi reaches more regions than lo.
func (g *Game) expandGains(p int, k PathKind, lo, hi int) bool {
	_, nlo := g.reach(p, k, lo)
	_, nhi := g.reach(p, k, hi)
	return nhi > nlo
}

// regionWhy says why seat p cannot settle region r along paths of kind k at strength s.
func (g *Game) regionWhy(p int, k PathKind, s, r int) Reason {
	bit := uint8(1) << p
	if g.board.RegionHuts[r]&bit != 0 {
		return OwnHutThere
	}
	why := NotAdjacent
	for i := range Paths {
		pa := &Paths[i]
		if pa.Kind != k || int(pa.A) != r && int(pa.B) != r {
			continue
		}
		from := int(pa.A) + int(pa.B) - r
		if g.board.RegionHuts[from]&bit == 0 {
			continue
		}
		if pa.Value <= s {
			return Open
		}
		why = PathTooLong
	}
	return why
}

// ExpandPath is the path along which seat p settles region r in the expansion the game waits
// on: the lowest-valued path of the expansion's kind, within its strength, from a region where
// p has a hut (the first such path of Paths among equals). ok is false when there is none.
func (g *Game) ExpandPath(p, r int) (from int, path Path, ok bool) {
	pr := g.Prompt()
	if pr.Kind != PromptExpand || p < 0 || p >= len(g.seats) || r < 0 || r >= NumRegions {
		return 0, Path{}, false
	}
	bit := uint8(1) << p
	for i := range Paths {
		pa := &Paths[i]
		if pa.Kind != PathKind(pr.X) || int(pa.A) != r && int(pa.B) != r || pa.Value > pr.N {
			continue
		}
		f := int(pa.A) + int(pa.B) - r
		if g.board.RegionHuts[f]&bit == 0 {
			continue
		}
		if !ok || pa.Value < path.Value {
			from, path, ok = f, *pa, true
		}
	}
	return from, path, ok
}

// hutSourceWhy says why seat p has no hut to take from source src (0 person spaces, 1 the
// 12th space).
func (g *Game) hutSourceWhy(p, src int) Reason {
	pl := &g.seats[p]
	switch {
	case src == 0 && pl.HutsRegular == 0:
		return NoHutOnSpaces
	case src == 1 && pl.Huts12 == 0:
		return NoHutOn12th
	}
	return Open
}

// offerExpand offers every region from each hut source; the open ones in the order of Paths.
func (g *Game) offerExpand(pr Prompt) {
	p, k, s := pr.Player, PathKind(pr.X), pr.N
	var offered [2]uint16
	if _, n := g.reach(p, k, s); n > 0 {
		g.eachReachable(p, k, s, func(r int) {
			for src := 0; src < 2; src++ {
				if g.hutSourceWhy(p, src) == Open {
					g.offer(Choice{Kind: KExpand, A: uint8(r), B: uint8(src)}, Open)
					offered[src] |= 1 << r
				}
			}
		})
	}
	for r := 0; r < NumRegions; r++ {
		why := g.regionWhy(p, k, s, r)
		for src := 0; src < 2; src++ {
			if offered[src]&(1<<r) != 0 {
				continue
			}
			w := why
			if w == Open {
				w = g.hutSourceWhy(p, src)
			}
			g.offer(Choice{Kind: KExpand, A: uint8(r), B: uint8(src)}, w)
		}
	}
}

func (g *Game) applyExpand(pr Prompt, c Choice) {
	g.pop()
	g.expand(pr.Player, int(c.A), int(c.B))
}

// expand settles region r for seat p with a hut from source src.
func (g *Game) expand(p, r, src int) {
	pl := &g.seats[p]
	if src == 1 {
		pl.Huts12--
	} else {
		pl.HutsRegular--
	}
	pushed := g.board.RegionSpace[r]
	g.board.RegionSpace[r] = int8(p)
	g.board.RegionHuts[r] |= 1 << p
	g.emit(Event{Kind: EvExpand, Player: int8(p), X: int8(r), Y: pushed})
	// the Red God offer comes after the resource
	if pl.ScoredFish&(1<<r) == 0 {
		g.push(frame{Kind: PromptRedGod, P: int8(p), X: int8(r)})
	}
	g.gainRegionResource(p, r)
}

// gainRegionResource gives seat p region r's material (to place on a ceremony space) or
// offering.
func (g *Game) gainRegionResource(p, r int) {
	switch res := Regions[r].Resource; res {
	case ResOffering:
		g.gainOfferings(p, 1)
	default:
		m := Material(res) // ResSand..ResWood share values with Sand..Wood
		g.emit(Event{Kind: EvGain, Player: int8(p), X: int8(res), N: 1})
		g.push(frame{Kind: PromptPlaceMaterial, P: int8(p), X: int8(m)})
	}
}
