package bot

import "strings"

// Variants of the searching levels, for measuring what a change gains (cmd/tournament plays
// them by name; the app offers only the levels). docs/bots.md says what each was for.
var variants = map[string]func(b *Bot){
	// hard1 and expert1: the levels before the fitted evaluation: the SPSA-tuned weights also
	// judge the rollouts' ends.
	"hard1": func(b *Bot) { b.lw, b.Width = tunedWeights, 6 },
	"expert1": func(b *Bot) {
		b.lw = tunedWeights
		b.Budget, b.Width, b.Horizon, b.ToEnd = 160, 6, 2000, true
	},
	// hardfit: Hard with the fitted weights everywhere (first sight and rollouts too).
	"hardfit": func(b *Bot) { b.w = fittedWeights },
	// expert2: Expert before its rollouts judged a God card by the step it enables; hardgod:
	// Hard with those rollouts.
	"expert2": func(b *Bot) { b.GodAhead = false },
	"hardgod": func(b *Bot) { b.GodAhead = true },
	// expert3: Expert before its first sight and rollouts weighed the temple as the fitted
	// evaluation does (the tuned weights throughout); expertfit: Expert with the fitted
	// weights for all of its first sight and rollouts.
	"expert3":   func(b *Bot) { b.w = tunedWeights },
	"expertfit": func(b *Bot) { b.w = fittedWeights },
	// The variants named master* other than masterm* are Master before OwnTree (Variant
	// clears it): their tree holds every seat's decisions.
	// mastert: Master as it played before OwnTree, at its time.
	"mastert": func(b *Bot) {},
	// master2, master4, master8: mastert given 2, 4 and 8 times its rollouts (its ladder).
	"master2": func(b *Bot) { b.Budget = 2 * MasterBudget },
	"master4": func(b *Bot) { b.Budget = 4 * MasterBudget },
	"master8": func(b *Bot) { b.Budget = 8 * MasterBudget },
	// masterf, masterf2, masterf4, masterf8: the first Master, whose rollouts' ends and tree
	// were judged by fitted.go (learned from greedy play), at 1, 2, 4 and 8 times its rollouts.
	"masterf":  func(b *Bot) { b.lw = fittedWeights },
	"masterf2": func(b *Bot) { b.lw, b.Budget = fittedWeights, 2*MasterBudget },
	"masterf4": func(b *Bot) { b.lw, b.Budget = fittedWeights, 4*MasterBudget },
	"masterf8": func(b *Bot) { b.lw, b.Budget = fittedWeights, 8*MasterBudget },
	// screens of the first Master's tree: the exploration bonus and the widening.
	"masterc2": func(b *Bot) { b.lw, b.Explore = fittedWeights, 2 },
	"masterc8": func(b *Bot) { b.lw, b.Explore = fittedWeights, 8 },
	"masterw2": func(b *Bot) { b.lw, b.Widen = fittedWeights, 2 },
	"masterw8": func(b *Bot) { b.lw, b.Widen = fittedWeights, 8 },
	// masterv, masterv2, masterv4, masterv8: Master whose tree and candidates are judged by
	// the chance to win at the rollouts' ends (WinReward) instead of the margin, at 1, 2, 4
	// and 8 times its rollouts.
	"masterv":  func(b *Bot) { b.WinReward, b.Explore = true, 6 },
	"masterv2": func(b *Bot) { b.WinReward, b.Explore, b.Budget = true, 6, 2*MasterBudget },
	"masterv4": func(b *Bot) { b.WinReward, b.Explore, b.Budget = true, 6, 4*MasterBudget },
	"masterv8": func(b *Bot) { b.WinReward, b.Explore, b.Budget = true, 6, 8*MasterBudget },
	// masterd, masterd2, masterd4, masterd8: Master whose rollouts play on to the end of the
	// next round before they are judged (the tree stays within the decision's round). A
	// rollout then costs about three times as much (masterd: Master's 480 rollouts), so the
	// ladder's rungs are given 320, 640 and 1,280 rollouts: about 2, 4 and 8 times Master's
	// time.
	"masterd":  func(b *Bot) { b.Rounds, b.Horizon = 1, 4*DefaultHorizon },
	"masterd2": func(b *Bot) { b.Rounds, b.Horizon, b.Budget = 1, 4*DefaultHorizon, 2*MasterBudget/3 },
	"masterd4": func(b *Bot) { b.Rounds, b.Horizon, b.Budget = 1, 4*DefaultHorizon, 4*MasterBudget/3 },
	"masterd8": func(b *Bot) { b.Rounds, b.Horizon, b.Budget = 1, 4*DefaultHorizon, 8*MasterBudget/3 },
	// masters, masters2, masters4, masters8: Master whose rollouts are judged 8 decisions
	// after the tree (Cut) instead of at the round's end: a rollout costs about 0.42 of
	// Master's, so the ladder's rungs are given 1,120, 2,240, 4,480 and 8,960 rollouts, about
	// 1, 2, 4 and 8 times Master's time, and more of it goes to the tree.
	"masters":  func(b *Bot) { b.Cut, b.Budget = 8, 7*MasterBudget/3 },
	"masters2": func(b *Bot) { b.Cut, b.Budget = 8, 14*MasterBudget/3 },
	"masters4": func(b *Bot) { b.Cut, b.Budget = 8, 28*MasterBudget/3 },
	"masters8": func(b *Bot) { b.Cut, b.Budget = 8, 56*MasterBudget/3 },
	// masterm, masterm2, masterm4, masterm8: the tree of the seat's own decisions only
	// (OwnTree) at 1, 2, 4 and 8 times Master's rollouts: more time goes to its own plan
	// against the other seats as the rollout policy plays them, not to their best replies.
	// Master plays so since these were measured: masterm is Master (Master's ladder).
	"masterm":  func(b *Bot) { b.OwnTree = true },
	"masterm2": func(b *Bot) { b.OwnTree, b.Budget = true, 2*MasterBudget },
	"masterm4": func(b *Bot) { b.OwnTree, b.Budget = true, 4*MasterBudget },
	"masterm8": func(b *Bot) { b.OwnTree, b.Budget = true, 8*MasterBudget },
	// masterx: the first Master with Expert's weights in first sight and rollouts
	// (expertWeights) instead of the tuned ones.
	"masterx": func(b *Bot) { b.w, b.lw = expertWeights, fittedWeights },
}

// Variant returns the named variant (see variants) with the given seed.
func Variant(name string, seed uint64) (*Bot, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	f, ok := variants[name]
	if !ok {
		return nil, false
	}
	lv := Hard
	if strings.HasPrefix(name, "expert") {
		lv = Expert
	}
	if strings.HasPrefix(name, "master") {
		lv = Master
	}
	b := New(lv, seed)
	if lv == Master {
		b.OwnTree = false // the variants' tree holds every seat's decisions unless they say so
	}
	f(b)
	return b, true
}
