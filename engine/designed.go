package engine

// The values in this file have no printed source (DESIGNED in shared/game-data.md). They are
// kept together so that a better source can replace them in one edit. Everything else in the
// engine reads them through the functions and tables in data.go.

// Paths joins regions. Only L3, L4, W4 and W6 are confirmed by the rulebook's expansion
// example; the other values are designed. Adjacency is built from this list only, never
// from grid geometry.
var Paths = []Path{
	{CForest, CPlains, Land, 3},    // L1 designed
	{CForest, CBeach, Land, 1},     // L2 designed
	{CPlains, CMountain, Land, 4},  // L3 confirmed
	{CBeach, CMountain, Land, 2},   // L4 confirmed
	{NBeach, NMountain, Land, 2},   // L5 designed
	{EForest, EBeach, Land, 3},     // L6 designed
	{SMountain, SPlains, Land, 1},  // L7 designed
	{WPlains, WForest, Land, 2},    // L8 designed
	{NBeach, CForest, Water, 5},    // W1 designed
	{NMountain, CPlains, Water, 2}, // W2 designed (2: a single water person can sail)
	{EForest, CPlains, Water, 6},   // W3 designed
	{EBeach, CMountain, Water, 4},  // W4 confirmed
	{SMountain, CBeach, Water, 2},  // W5 designed (2, likewise)
	{SPlains, CMountain, Water, 5}, // W6 confirmed
	{WPlains, CForest, Water, 4},   // W7 designed
	{WForest, CBeach, Water, 6},    // W8 designed
}

// fishValues by fish type; each type holds one 1 so that setup always offers four 1-fish
// regions (that fact is confirmed; the other values are designed).
var fishValues = [NumFishTypes][3]int{
	{1, 2, 6},
	{1, 3, 5},
	{1, 4, 4},
	{1, 3, 5},
}

// personCopyValues: the three copies of each person type show 1, 2 and 3 status symbols
// (men) or shells (women).
var personCopyValues = [3]int{1, 2, 3}

// jewelValues by jewelry type (price in shells = end VP).
var jewelValues = [NumJewelTypes][4]int{
	{3, 5, 7, 9}, // necklace
	{2, 4, 6, 8}, // bracelet
	{1, 3, 5, 7}, // earrings
	{2, 4, 6, 8}, // ring
	{3, 5, 7, 9}, // hairpin
	{1, 3, 5, 7}, // anklet
}

// CeremonyLayout is the material each ceremony space accepts (3 rows x 4 columns).
var CeremonyLayout = [NumCeremony]Material{
	Sand, Stone, Wood, Sand,
	Wood, Sand, Stone, Wood,
	Stone, Wood, Sand, Stone,
}

// statusVP: positions 0-2 score their number, then every two spaces share a label, up to 15.
// Position 5 is the first space labelled 4, as in the rulebook's tattoo example.
func statusVP(pos int) int {
	if pos <= 2 {
		return max(pos, 0)
	}
	return min(15, (pos+3)/2)
}
