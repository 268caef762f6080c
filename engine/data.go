package engine

// This file holds every component table of the game in one place. The values follow
// shared/game-data.md. Values marked DESIGNED there have no printed source; they are kept
// together in designed.go so that a better source can replace them in one edit.

// Terrain of a region.
type Terrain uint8

const (
	Forest Terrain = iota
	Plains
	Beach
	Mountain
	NumTerrains
)

// Island ids.
const (
	IslandCentral = iota
	IslandNorth
	IslandEast
	IslandSouth
	IslandWest
	NumIslands
)

// Material is a building material.
type Material uint8

const (
	Sand Material = iota
	Stone
	Wood
	NumMaterials
)

// Resource a region yields when settled: a material or an offering.
type Resource uint8

const (
	ResSand Resource = iota
	ResStone
	ResWood
	ResOffering
)

// Region is one of the 12 regions of the map. The numbers are part of the save format: never
// reorder.
type Region int8

const (
	CForest Region = iota
	CPlains
	CBeach
	CMountain
	NBeach
	NMountain
	EForest
	EBeach
	SMountain
	SPlains
	WPlains
	WForest
)

// NumRegions is the number of regions.
const NumRegions = 12

// RegionInfo describes one of the 12 regions.
type RegionInfo struct {
	Name     string // stable identifier, not user-facing text
	Island   int
	Terrain  Terrain
	Resource Resource
	Row, Col int // position on the 4x4 map grid
}

// Regions is the board map.
var Regions = [NumRegions]RegionInfo{
	CForest:   {"C_FOREST", IslandCentral, Forest, ResWood, 1, 1},
	CPlains:   {"C_PLAINS", IslandCentral, Plains, ResOffering, 1, 2},
	CBeach:    {"C_BEACH", IslandCentral, Beach, ResSand, 2, 1},
	CMountain: {"C_MOUNTAIN", IslandCentral, Mountain, ResStone, 2, 2},
	NBeach:    {"N_BEACH", IslandNorth, Beach, ResSand, 0, 1},
	NMountain: {"N_MOUNTAIN", IslandNorth, Mountain, ResStone, 0, 2},
	EForest:   {"E_FOREST", IslandEast, Forest, ResWood, 1, 3},
	EBeach:    {"E_BEACH", IslandEast, Beach, ResSand, 2, 3},
	SMountain: {"S_MOUNTAIN", IslandSouth, Mountain, ResStone, 3, 1},
	SPlains:   {"S_PLAINS", IslandSouth, Plains, ResOffering, 3, 2},
	WPlains:   {"W_PLAINS", IslandWest, Plains, ResOffering, 1, 0},
	WForest:   {"W_FOREST", IslandWest, Forest, ResWood, 2, 0},
}

// PathKind is a land or a water path.
type PathKind uint8

const (
	Land PathKind = iota
	Water
)

// Path joins two regions; Value is the highest die value needed to use it.
type Path struct {
	A, B  Region
	Kind  PathKind
	Value int
}

// MaterialName and friends are stable identifiers for logs and tests, not user-facing text.
var MaterialNames = [NumMaterials]string{"sand", "stone", "wood"}

// God colours.
type God uint8

const (
	Blue God = iota
	White
	Red
	Green
	Yellow
	NumGods
)

// GodNames are stable identifiers.
var GodNames = [NumGods]string{"blue", "white", "red", "green", "yellow"}

// PersonType is one of the 12 man/woman types (shared by both genders).
type PersonType uint8

const (
	PersonLandPath PersonType = iota
	PersonWaterPath
	PersonTakeWoman
	PersonTakeMan
	PersonBuild
	PersonMaterials
	PersonMoveHuts
	PersonVP
	PersonGodCards
	PersonOfferings
	PersonStatus
	PersonShells
	NumPersonTypes
)

// PersonTypeNames are stable identifiers.
var PersonTypeNames = [NumPersonTypes]string{
	"land", "water", "woman", "man", "build", "material", "movehut", "vp", "godcard", "offering", "status", "shell",
}

// Genders.
const (
	Man   = 0
	Woman = 1
)

// Person tiles: ids 0..35 are men, 36..71 women. Each gender has 3 tiles of each type.
const (
	NumPersonTiles = 72
	personsPerSex  = 36
)

// PersonTile is a man or woman tile: ids 0..35 are men, 36..71 women, three copies of each
// type per gender.
type PersonTile int8

// Gender is Man or Woman.
func (t PersonTile) Gender() int { return int(t) / personsPerSex }

// Type is the tile's Phase B action.
func (t PersonTile) Type() PersonType { return PersonType((int(t) % personsPerSex) / 3) }

// Value is the status symbols (men) or shells (women) on the tile's left side.
func (t PersonTile) Value() int { return personCopyValues[int(t)%3] }

// PersonStrength is the strength of a Phase B action using n identical tiles of type t
// (before any Green God doubling). Take/path/build types are capped at 6.
func PersonStrength(t PersonType, n int) int {
	if n <= 0 {
		return 0
	}
	switch t {
	case PersonLandPath, PersonWaterPath:
		return min(6, 2*n)
	case PersonTakeWoman, PersonTakeMan, PersonBuild:
		return min(6, 3*n)
	case PersonVP:
		return 2 * n
	default:
		return n
	}
}

// Action ids: the things a die can do. Tiles group them by player count.
type Action uint8

const (
	ActionHelper Action = iota
	ActionTemple
	ActionBuild
	ActionTakeMan
	ActionTakeWoman
	ActionLandPath
	ActionWaterPath
	ActionFishing // the fishing space: any die, 2 VP, no lower-than rule
	NumActions
)

// ActionNames are stable identifiers.
var ActionNames = [NumActions]string{"helper", "temple", "build", "man", "woman", "land", "water", "fishing"}

// ActionTiles returns, for a player count, the tile index of each action (-1 for none; the
// fishing space has its own tile index equal to the number of tiles) and the number of tiles.
// 4 players: 7 tiles; 3 players: Land/Water combined; 2 players: Man/Woman combined too.
func ActionTiles(players int) (tileOf [NumActions]int, tiles int) {
	switch players {
	case 2:
		tileOf = [NumActions]int{0, 1, 2, 3, 3, 4, 4, 5}
		tiles = 5
	case 3:
		tileOf = [NumActions]int{0, 1, 2, 3, 4, 5, 5, 6}
		tiles = 6
	default:
		tileOf = [NumActions]int{0, 1, 2, 3, 4, 5, 6, 7}
		tiles = 7
	}
	return
}

// Ceremony grid: 3 rows x 4 columns, space = row*4+col.
const (
	CeremonyRows   = 3
	CeremonyCols   = 4
	NumCeremony    = CeremonyRows * CeremonyCols
	NumCeremonyAdj = 17
	NumBuildings   = 6
)

// CeremonyPairs lists every orthogonally adjacent pair of ceremony spaces: the 9 horizontal
// pairs row by row, then the 8 vertical pairs. A Build choice names a pair by its index here.
var CeremonyPairs = func() (p [NumCeremonyAdj][2]int) {
	i := 0
	for r := 0; r < CeremonyRows; r++ {
		for c := 0; c+1 < CeremonyCols; c++ {
			p[i] = [2]int{r*CeremonyCols + c, r*CeremonyCols + c + 1}
			i++
		}
	}
	for r := 0; r+1 < CeremonyRows; r++ {
		for c := 0; c < CeremonyCols; c++ {
			p[i] = [2]int{r*CeremonyCols + c, (r+1)*CeremonyCols + c}
			i++
		}
	}
	return
}()

// BuildVP is the victory points for a building by round (index 1..6).
var BuildVP = [7]int{0, 10, 10, 7, 7, 4, 4}

// PriestVP is the victory points per priest in the temple by round (index 1..6).
var PriestVP = [7]int{0, 1, 1, 2, 2, 3, 3}

// Temple spaces are numbered by their die value 1..6; 6 is the left-most. A pushed priest
// moves one space to the right (value-1); pushed off space 1 it returns to its owner.
const TempleSpaces = 6

// Jewelry: 24 tiles, id = type*4 + copy.
const (
	NumJewelTypes = 6
	NumJewels     = 24
)

// JewelTile is a jewelry tile: id = type*4 + copy.
type JewelTile int8

// Type is the tile's jewelry type (JewelTypeNames).
func (j JewelTile) Type() int { return int(j) / 4 }

// Value is both the shell price and the end-game VP of the tile.
func (j JewelTile) Value() int { return jewelValues[j/4][j%4] }

// JewelTypeNames are stable identifiers.
var JewelTypeNames = [NumJewelTypes]string{"necklace", "bracelet", "earrings", "ring", "hairpin", "anklet"}

// Fish tiles: 12 tiles, id = type*3 + copy.
const (
	NumFish      = 12
	NumFishTypes = 4
)

// FishTile is a fish tile: id = type*3 + copy.
type FishTile int8

// Type is the fish's type.
func (f FishTile) Type() int { return int(f) / 3 }

// Value is the fish's victory points.
func (f FishTile) Value() int { return fishValues[f/3][f%3] }

// Players' pieces.
const (
	HutsPerPlayer    = 12
	PriestsPerPlayer = 4
	DicePerPlayer    = 3
	PersonSpaces     = 12
	GodCardsPerColor = 12
	NumGodCards      = GodCardsPerColor * int(NumGods)
	NumGodTiles      = 10
	TempleGodTiles   = 6
	MarketSize       = 5
	Rounds           = 6
	DisplaySize      = 6
	StartOfferings   = 2
	StartHand        = 2
	EndBonusVP       = 6
	TaskVP           = 6
	TaskVPYellow     = 4
	FishingVP        = 2
	GodTileEndVP     = 2
)

// StatusVP returns the victory points printed above a status track position.
func StatusVP(pos int) int { return statusVP(pos) }
