GO ?= go

.PHONY: test vet
test: vet
	$(GO) test -count=1 ./...

vet:
	$(GO) vet ./...
