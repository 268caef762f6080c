GO ?= go

.PHONY: test vet
test: vet
	$(GO) test -count=1 ./...

vet:
	$(GO) vet ./...

# Computer players against each other: make tournament GAMES=400 SEATS=medium,easy,easy,easy
GAMES ?= 100
SEATS ?= hard,medium,medium,medium
.PHONY: tournament
tournament:
	$(GO) run ./cmd/tournament -games $(GAMES) -seats $(SEATS) $(TOURNAMENT_FLAGS)
