package engine

// Source is where victory points came from.
type Source uint8

const (
	SrcStart          Source = iota // turn-order start VP (0/1/2/3)
	SrcFishing                      // dice on the fishing space
	SrcExpandFish                   // fish scored with a Red God while expanding
	SrcBuild                        // buildings
	SrcHelper                       // Helper points traded for VP
	SrcPersons                      // Phase B VP persons
	SrcStatus                       // status track in Phase C
	SrcTemple                       // priests in Phase C
	SrcTasks                        // completed tasks
	SrcJewelry                      // jewelry at the end
	SrcFishEnd                      // fish under own huts on building spaces at the end
	SrcGodTiles                     // unused God tiles at the end
	SrcBonusTasks                   // 9 tasks completed
	SrcBonusJewelry                 // 6 jewelry tiles
	SrcBonusCeremony                // all 12 ceremony spaces filled
	SrcBonusBuildings               // all 6 buildings built
	SrcBonusRegions                 // huts in all 12 regions
	SrcBonusPersons                 // all 12 person spaces hold persons
	NumSources
)

// SourceNames are stable identifiers.
var SourceNames = [NumSources]string{"start", "fishing", "expandfish", "build", "helper", "persons",
	"status", "temple", "tasks", "jewelry", "fishend", "godtiles", "bonus-tasks", "bonus-jewelry",
	"bonus-ceremony", "bonus-buildings", "bonus-regions", "bonus-persons"}

// EventKind says what happened.
type EventKind uint8

const (
	EvVP              EventKind = iota + 1 // Player scored N points from Source
	EvRoll                                 // Player rolled dice (X = die index, N = face)
	EvStartHut                             // Player placed the start hut in region X
	EvDiePlaced                            // Player put die X (face N) on action Y
	EvGodPlayed                            // Player played God X paid with Y (Pay)
	EvExpand                               // Player settled region X; Y = pushed player or -1
	EvGain                                 // Player gained N of resource X (Res*)
	EvSpend                                // Player spent N of resource X (Res*)
	EvMaterialPlaced                       // Player put material X on ceremony space Y (Y=-1 beside)
	EvTakePerson                           // Player took person tile X from display position Y
	EvShift                                // Player shifted person tile X down
	EvStatus                               // Player moved N status steps
	EvMoveHut                              // Player moved a hut to the 12th space
	EvPriest                               // Player placed a priest on space X
	EvPriestPushed                         // Player's priest moved from space X to Y (0 = back to supply)
	EvBuild                                // Player built building X on ceremony pair Y
	EvActivate                             // Player activated type X of gender Y with strength N
	EvTurnOrder                            // Player is now N-th (0-based) in turn order
	EvGodTile                              // Player received a God tile from the temple (Player -1: removed)
	EvJewel                                // Player bought jewelry tile X
	EvTaskDone                             // Player completed task X (N = VP)
	EvTaskSurrendered                      // Player gave up task X
	EvTaskTaken                            // Player took task X
	EvPhase                                // a new stage began: X = Stage, N = round
	EvGameOver                             // the game ended
)

// Resources for EvGain/EvSpend.
const (
	ResGodCard = 10 + iota
	ResShell
	ResGodTile
)

// Event is a structured record of something that happened during Apply.
type Event struct {
	Kind   EventKind
	Player int8
	Source Source
	X, Y   int8
	N      int16
}
