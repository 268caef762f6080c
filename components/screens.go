package components

// The page's screen state, typed: what lies over the table or the start screen.

// panel is the panel or small dialog open over the table (or over any screen, for the rules).
type panel uint8

const (
	noPanel         panel = iota
	panelRules            // the rules help (rulesdialog.go)
	panelLog              // the log drawer
	panelScores           // the scores drawer
	panelSeats            // the Players dialog
	panelSince            // "Since your turn"
	panelConfirmNew       // "Leave this game for a new one?"
	panelGiveUp           // the give-up of a task, asked about (controller.giveUp)
)

// dialog is the saves' dialog open over the screen (saveState.dialog).
type dialog uint8

const (
	noDialog          dialog = iota
	dialogExport             // a game's save code and share link
	dialogImport             // Load code, or a code that could not be loaded
	dialogConfirmLoad        // "Load this game?" over a game on the table
	dialogDelete             // "Delete this saved game?"
	dialogRaw                // the raw text of a damaged entry
	dialogSend               // the link to send to the device the game waits on
	dialogJoin               // which seats of a link's game are this device's
	dialogSaid               // what a link did (lost moves, another continuation)
	dialogTakeover           // "Take over Ana's seat?"
)

// screen is the screen shown over the start screen, if any.
type screen uint8

const (
	noScreen      screen = iota
	screenHistory        // the finished games
	screenStats          // their statistics
)

// screenNamed is the screen a button's data-screen names ("history", "stats"; anything else
// is the start screen).
func screenNamed(name string) screen {
	switch name {
	case "history":
		return screenHistory
	case "stats":
		return screenStats
	}
	return noScreen
}
