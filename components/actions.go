package components

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// actions is everything a component may ask for: each is an event handler that reads what it
// needs from the element's attributes (data-choice, data-seat, data-die, ...) at click time.
// The controller implements it. A component gets it as its Act field: the same pointer on
// every drawing, so go-app's comparison of a component's fields finds it unchanged, and a
// component never reads the controller's state through it; what it draws comes in its other
// fields, as plain values.
type actions interface {
	// the table
	onChoice(app.Context, app.Event)      // data-choice: apply that choice
	onSelectDie(app.Context, app.Event)   // data-die: the die to place
	onSelectBuild(app.Context, app.Event) // data-building: the building to build
	onGodWays(app.Context, app.Event)     // data-god: open (or close) the ways of paying for that God
	onSelectHut(app.Context, app.Event)   // data-hut: where an expansion's hut comes from
	onMenu(app.Context, app.Event)        // a phone's menu button: show or hide the menu's buttons
	onFocusSeat(app.Context, app.Event)   // data-seat: bring that board large, or back
	onTakeDevice(app.Context, app.Event)  // the deciding person takes the device
	onHideCards(app.Context, app.Event)
	onUndo(app.Context, app.Event)
	onUndoMine(app.Context, app.Event) // the previous person takes back their last move
	onOpenSend(app.Context, app.Event) // the send dialog of a game played by links (link.go)
	onLinkClick(app.Context, app.Event)
	onNewGame(app.Context, app.Event) // to the start screen (asks first during a game)
	onSeatKindTable(app.Context, app.Event)
	onSpeed(app.Context, app.Event)
	onLanguage(app.Context, app.Event) // the language menus, on the start screen and the table
	onGuide(app.Context, app.Event)    // data-guide: the guided game's and the Hint's buttons (guide.go)

	// panels and dialogs
	onRules(app.Context, app.Event) // opens the rules help
	onLog(app.Context, app.Event)
	onSince(app.Context, app.Event)      // what the others did since the deciding person's last turn
	onFinalBoard(app.Context, app.Event) // the score sheet closed to see the final board, or opened again
	onScores(app.Context, app.Event)
	onSeats(app.Context, app.Event)
	onClosePanel(app.Context, app.Event)

	// the start screen
	onPlayers(app.Context, app.Event) // data-n
	onName(app.Context, app.Event)    // data-seat
	onColour(app.Context, app.Event)
	onSeatKindForm(app.Context, app.Event)
	onSeed(app.Context, app.Event)
	onOpenHands(app.Context, app.Event)
	onStart(app.Context, app.Event)

	// saves
	onContinue(app.Context, app.Event)   // data-save
	onOpenExport(app.Context, app.Event) // data-save, or the game on the table
	onAskDelete(app.Context, app.Event)  // data-key
	onConfirmDelete(app.Context, app.Event)
	onExportRaw(app.Context, app.Event) // data-key
	onOpenImport(app.Context, app.Event)
	onImportLoad(app.Context, app.Event)
	onConfirmLoad(app.Context, app.Event)
	onCloseDialog(app.Context, app.Event)
	onProtect(app.Context, app.Event)
	onTakeLatest(app.Context, app.Event)
	onKeepSeparate(app.Context, app.Event)
	onResave(app.Context, app.Event)
	onRetrySave(app.Context, app.Event)
	onDismissNotice(app.Context, app.Event)

	// the review of a game (review.go), the history and the statistics (history.go)
	onReview(app.Context, app.Event)      // data-review: "table", "save" or "hist" (data-save), "code"
	onReviewClick(app.Context, app.Event) // data-to: a step; data-act: close, graph, play, playgo, playno
	onScreen(app.Context, app.Event)      // data-screen: "history", "stats" or "" (back)

	// the new version
	onReload(app.Context, app.Event)
	onDismissUpdate(app.Context, app.Event)
}

var _ actions = (*controller)(nil)
