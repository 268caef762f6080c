# Bora Bora: build, run, test and measure the static WebAssembly app.
#
#   make run      build dist/ and serve it on http://127.0.0.1:8000
#   make test     vet and staticcheck (native and wasm), gofmt, every Go test incl. the
#                 browser tests
#   make bench    print the tracked figures, one JSON object per line
#
# Sub-path deploys (GitHub Pages project sites): make build BASE=/borabora

GO     ?= go
DIST   ?= dist
BASE   ?=
ORIGIN ?=
ADDR   ?= 127.0.0.1:8000
# app.wasm: no inlining in the user-interface code (go-app, components, the app layer) and
# in encoding/json, fmt and net/url; the Go runtime, the rest of the standard library and the
# engine (rules, computer players) keep it. About 55 KB less with brotli for no measurable
# cost per click; see docs/performance.md before changing it.
# WASM_LDFLAGS= keeps the function names (for profiles: BORABORA_CLICK_PROFILE in e2e/doc.go).
WASM_LDFLAGS ?= -s -w
WASM_GCFLAGS ?= -gcflags=all=-l -gcflags=std= -gcflags=borabora/engine/...= \
	-gcflags=encoding/json=-l -gcflags=fmt=-l -gcflags=internal/fmtsort=-l -gcflags=net/url=-l

GOROOT_WASM_EXEC := $(shell $(GO) env GOROOT)/lib/wasm/wasm_exec.js
# Files worth precompressing (PNG is compressed already).
COMPRESS_FIND := find $(DIST) -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.css' \
	-o -name '*.html' -o -name '*.webmanifest' -o -name '*.svg' -o -name '*.json' \)

.PHONY: all build wasm size site compress run serve test vet lint fmt-check test-go test-wasm bench icons clean need-brotli check-go-app lighthouse axe

all: build

## build: app.wasm + static site + .gz/.br variants in $(DIST)/
build: site compress

# coach.wasm: the coach's second binary (cmd/coachwasm: engine, computer players, coach), run
# by web/coach-worker.js in Web Workers; nothing of it is in app.wasm.
wasm:
	@mkdir -p $(DIST)/web
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(WASM_GCFLAGS) -ldflags="$(WASM_LDFLAGS)" -o $(DIST)/web/app.wasm .
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $(DIST)/web/coach.wasm ./cmd/coachwasm

## size: app.wasm as make build makes it, raw, gzip -9 and brotli -q 11 (the budget is brotli),
## and the coach's coach.wasm (loaded only when a review is analysed)
size: need-brotli
	@GOOS=js GOARCH=wasm $(GO) build -trimpath $(WASM_GCFLAGS) -ldflags="-s -w" -o /tmp/borabora-size-$$$$.wasm . && \
	f=/tmp/borabora-size-$$$$.wasm; echo "app.wasm raw $$(wc -c <$$f) gzip $$(gzip -9 -c $$f | wc -c) brotli $$(brotli -q 11 -c $$f | wc -c)"; rm -f $$f
	@GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o /tmp/borabora-size-coach-$$$$.wasm ./cmd/coachwasm && \
	f=/tmp/borabora-size-coach-$$$$.wasm; echo "coach.wasm raw $$(wc -c <$$f) gzip $$(gzip -9 -c $$f | wc -c) brotli $$(brotli -q 11 -c $$f | wc -c)"; rm -f $$f

# The version hashes app.wasm, coach.wasm, every file of web/ and the message catalogs (the site serves
# the translated ones): a change to any makes installed copies fetch the new version (and
# fires the UI's OnAppUpdate).
site: wasm
	cp -R web/. $(DIST)/web/
	$(GO) run . generate -out $(DIST) -base "$(BASE)" -origin "$(ORIGIN)" \
		-version "$$( (cat $(DIST)/web/app.wasm $(DIST)/web/coach.wasm i18n/locales/*.json; cd web && find . -type f | LC_ALL=C sort | xargs cat) | sha256sum | cut -c1-16)"
	@# go-app embeds its own wasm_exec.js; it must match the Go that built app.wasm.
	@cmp -s $(DIST)/wasm_exec.js "$(GOROOT_WASM_EXEC)" || { \
		echo "note: go-app's wasm_exec.js differs from $(GOROOT_WASM_EXEC); using the toolchain's copy"; \
		cp "$(GOROOT_WASM_EXEC)" $(DIST)/wasm_exec.js; }

need-brotli:
	@command -v brotli >/dev/null 2>&1 || { \
		echo "brotli is not installed: apt-get install -y brotli (Debian/Ubuntu) or brew install brotli"; exit 1; }

compress: need-brotli
	@$(COMPRESS_FIND) -exec rm -f {}.gz {}.br \;
	$(COMPRESS_FIND) -print0 | xargs -0 -n1 -P2 gzip -9 -k -n -f
	$(COMPRESS_FIND) -print0 | xargs -0 -n1 -P2 brotli -q 11 -k -f

## run: build, then serve on http://$(ADDR)$(BASE)/
run: build serve

serve:
	$(GO) run . serve -dir $(DIST) -addr $(ADDR) -base "$(BASE)"

## test: everything CI checks. The browser tests run against a fresh build
## and fail (never skip) when chromium, firefox, WebKitWebDriver, Xvfb or dist/ is missing.
test: vet lint fmt-check check-go-app
	@$(MAKE) --no-print-directory build BASE=
	@$(MAKE) --no-print-directory test-go

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...

## lint: staticcheck, the version pinned as a tool in go.mod, on the native and the wasm build
## (the tool itself is built for this machine; GOOS/GOARCH only choose the code it checks)
lint:
	$(GO) tool staticcheck ./...
	GOOS=js GOARCH=wasm "$$($(GO) tool -n staticcheck)" ./...

fmt-check:
	@out="$$(gofmt -l . )"; if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi

## check-go-app: third_party/go-app is the pinned go-app release plus third_party/go-app.patch
## (docs/go-app-patch.md), nothing else.
check-go-app:
	@third_party/update-go-app.sh -check

test-go: ensure-chromium ensure-engines lighthouse axe
	E2E_REQUIRE=1 BORABORA_DIST="$(abspath $(DIST))" $(GO) test -count=1 -timeout 40m ./...
	@$(MAKE) --no-print-directory test-wasm

## test-wasm: the engine's tests compiled to WebAssembly and run by Node, so the golden
## fingerprints prove native and browser builds play the same game bit for bit (the coach's
## verdicts and its worker's grader too); the saves' and catalogs' JSON (held to encoding/json); the tests the go-app patch adds for its
## browser-build code (its error encoder, the environment's internal URLs), which only a
## WebAssembly build compiles; and the computer players' evaluator against its golden
## fingerprint, with the seat's-view test.
test-wasm:
	@command -v node >/dev/null 2>&1 || { echo "node is needed to run the engine tests as WebAssembly (Debian: apt-get install -y nodejs)"; exit 1; }
	PATH="$$($(GO) env GOROOT)/lib/wasm:$$PATH" GOOS=js GOARCH=wasm $(GO) test -count=1 -short ./engine ./internal/jsonlite ./gameapp ./coach ./cmd/coachwasm
	PATH="$$($(GO) env GOROOT)/lib/wasm:$$PATH" GOOS=js GOARCH=wasm $(GO) test -count=1 -short \
		-run 'TestAnalysisGolden|TestMasterGolden|TestChoiceDependsOnlyOnTheSeatsView|TestPlantedBlundersAreMistakes' ./engine/bot
	cd third_party/go-app && PATH="$$($(GO) env GOROOT)/lib/wasm:$$PATH" GOOS=js GOARCH=wasm $(GO) test -count=1 ./pkg/app ./pkg/errors

.PHONY: ensure-chromium
ensure-chromium:
	@if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || [ -n "$$CHROME" ]; then :; \
	elif command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
		echo "installing chromium for the browser tests" >&2; \
		{ apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium; } >&2; \
	else \
		echo "chromium is needed for the browser tests: install it (Debian: apt-get install -y chromium)" >&2; \
		echo "or point CHROME=/path/to/chrome at a Chrome or Chromium binary" >&2; exit 1; \
	fi

## ensure-engines: the other browser engines the browser tests drive: Firefox ESR (over
## WebDriver BiDi) and WebKitGTK (WebKitWebDriver with its MiniBrowser, under Xvfb)
.PHONY: ensure-engines
ensure-engines:
	@need=""; \
	command -v firefox-esr >/dev/null 2>&1 || command -v firefox >/dev/null 2>&1 || [ -n "$$FIREFOX" ] || need="$$need firefox-esr"; \
	command -v WebKitWebDriver >/dev/null 2>&1 || [ -n "$$WEBKIT_DRIVER" ] || need="$$need webkit2gtk-driver"; \
	command -v Xvfb >/dev/null 2>&1 || need="$$need xvfb"; \
	if [ -z "$$need" ]; then :; \
	elif command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
		echo "installing$$need for the browser tests" >&2; \
		{ apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$need; } >&2; \
	else \
		echo "the browser tests also run Firefox and WebKitGTK: install$$need (Debian: apt-get install -y$$need)" >&2; \
		echo "or point FIREFOX, WEBKIT_DRIVER and WEBKIT_BROWSER at them" >&2; exit 1; \
	fi

## bench: wasm sizes, cold and warm load to the first interactive board,
## click-to-update latency, Lighthouse scores, Go benchmarks. Only the JSON
## lines go to stdout. BENCH_FLAGS="-only clicks,lighthouse" picks groups.
bench: ensure-chromium lighthouse
	@$(MAKE) --no-print-directory build DIST=$(DIST) BASE= >&2
	@$(GO) run ./tools/bench -dist $(DIST) $(BENCH_FLAGS)

## lighthouse: the pinned Lighthouse (tools/lighthouse/package-lock.json) in the
## git-ignored tools/lighthouse/node_modules; needs the npm registry once, then
## make bench runs it without any network (against the local server, with the
## system's Chromium). make test checks that it runs (e2e TestLighthouseRunsOffline).
LIGHTHOUSE_STAMP := tools/lighthouse/node_modules/.installed
lighthouse: $(LIGHTHOUSE_STAMP)
$(LIGHTHOUSE_STAMP): tools/lighthouse/package.json tools/lighthouse/package-lock.json
	@command -v npm >/dev/null 2>&1 || { echo "npm is needed to install Lighthouse for make bench (Debian: apt-get install -y npm)"; exit 1; }
	cd tools/lighthouse && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error >&2
	@touch $@

## axe: the pinned axe-core (tools/axe/package-lock.json) in the git-ignored
## tools/axe/node_modules; needs the npm registry once. The browser tests (e2e TestAxeAudit)
## read axe.min.js from there and evaluate it in the page, with no network.
AXE_STAMP := tools/axe/node_modules/.installed
axe: $(AXE_STAMP)
$(AXE_STAMP): tools/axe/package.json tools/axe/package-lock.json
	@command -v npm >/dev/null 2>&1 || { echo "npm is needed to install axe-core for make test (Debian: apt-get install -y npm)"; exit 1; }
	cd tools/axe && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error >&2
	@touch $@

## icons: redraw web/icon*.{svg,png} from tools/icons
icons:
	$(GO) run ./tools/icons -out web

clean:
	rm -rf $(DIST) out tools/lighthouse/node_modules tools/axe/node_modules

# Computer players against each other: make tournament GAMES=400 SEATS=medium,easy,easy,easy
GAMES ?= 100
SEATS ?= hard,medium,medium,medium
.PHONY: tournament
tournament:
	$(GO) run ./cmd/tournament -games $(GAMES) -seats $(SEATS) $(TOURNAMENT_FLAGS)
