//go:build !wasm

package site

import (
	"borabora/i18n"
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// ContentSecurityPolicy is the policy of the generated page (a <meta
// http-equiv> in index.html): everything from the site's own origin only,
// no inline script or style, and 'wasm-unsafe-eval', without which the
// browser refuses to compile app.wasm. Elements styled from Go get their
// style through the CSSOM (see third_party/go-app.patch), which a policy
// does not restrict; a style attribute in markup would be refused.
// frame-ancestors is left out: browsers ignore it in a <meta>.
const ContentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self'; " +
	"img-src 'self'; " +
	"font-src 'self'; " +
	"connect-src 'self'; " +
	"manifest-src 'self'; " +
	"worker-src 'self'; " +
	"object-src 'none'; " +
	"base-uri 'none'; " +
	"form-action 'none'"

// StyleBundle is the one stylesheet the page links: the handler's Styles
// (web/loading.css, web/app.css, …) joined in order by Generate, so the
// first paint waits for a single request.
const StyleBundle = "/web/style.css"

// CompileWorker is the worker that downloads and compiles app.wasm for
// loader.js; the service worker precaches it.
const CompileWorker = "/web/wasm-compile.js"

// JournalScript keeps a durable copy of the saves in IndexedDB and reads it back as the page
// loads (web/journal.js, gameapp/journal.go).
const JournalScript = "/web/journal.js"

// SignScript signs and checks the links of games played by links with the device's key (Web
// Crypto's Ed25519, gameapp/sign.go); it runs before app.js, so the app finds it at once.
const SignScript = "/web/sign.js"

// EarlyScript keeps what the player does on the pre-rendered start screen until the app has
// mounted (web/early.js).
const EarlyScript = "/web/early.js"

// TableScript shows the explanations of the table's pieces as tooltips (web/table.js).
const TableScript = "/web/table.js"

// LinkScript shares a game played by links, copies its link and draws its QR code
// (web/link.js).
const LinkScript = "/web/link.js"

// CoachScript is the coach's pool of workers (web/coach.js, window.bbCoach); it starts
// CoachWorker, which runs CoachWasm, only when a review's analysis starts. The service worker
// precaches all three, so the coach works offline.
const (
	CoachScript = "/web/coach.js"
	CoachWorker = "/web/coach-worker.js"
	CoachWasm   = "/web/coach.wasm"
)

// loaderJS is appended to go-app's app.js; see loader.js.
//
//go:embed loader.js
var loaderJS string

// styleSources lists the stylesheets joined into StyleBundle, in order.
var styleSources = []string{"/web/loading.css", "/web/app.css", "/web/saves.css", "/web/bots.css", "/web/review.css"}

// writeStyleBundle joins the stylesheets into out/web/style.css and removes
// compressed copies of an earlier bundle (make build compresses it afresh).
func writeStyleBundle(out string) error {
	var b bytes.Buffer
	for _, s := range styleSources {
		css, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(strings.TrimPrefix(s, "/"))))
		if err != nil {
			return fmt.Errorf("site: style bundle: %w", err)
		}
		fmt.Fprintf(&b, "/* %s */\n", strings.TrimPrefix(s, "/"))
		b.Write(bytes.TrimSpace(css))
		b.WriteString("\n\n")
	}
	dst := filepath.Join(out, filepath.FromSlash(strings.TrimPrefix(StyleBundle, "/")))
	for _, ext := range []string{".br", ".gz"} {
		os.Remove(dst + ext)
	}
	return os.WriteFile(dst, b.Bytes(), 0o644)
}

// appendLoader adds the WebAssembly start of loader.js to go-app's app.js.
func appendLoader(out, base string) error {
	p := filepath.Join(out, "app.js")
	js, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	for _, need := range []string{"goappInitWebAssembly();", "function fetchWithProgress(", "function goappCanLoadWebAssembly(", "const goappLoadingLabel"} {
		if !bytes.Contains(js, []byte(need)) {
			return fmt.Errorf("site: go-app's app.js has no %q any more; re-check site/loader.js", need)
		}
	}
	js = append(bytes.TrimRight(js, "\n"), "\n\n"...)
	js = append(js, strings.NewReplacer("{{.Wasm}}", base+"/web/app.wasm", "{{.Worker}}", base+CompileWorker).Replace(loaderJS)...)
	return os.WriteFile(p, js, 0o644)
}

// writeIndex rewrites go-app's index.html around its pre-rendered root: a
// head of our own (policy, one stylesheet, deferred scripts only)
// and the loading line of loader.js.
func writeIndex(out string, o Options, h *app.Handler) error {
	p := filepath.Join(out, "index.html")
	page, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	root, err := preRenderedRoot(string(page))
	if err != nil {
		return err
	}
	base := NormalizeBase(o.Base)
	u := func(path string) string { return html.EscapeString(base + path) }
	attr := html.EscapeString

	var b strings.Builder
	b.WriteString("<!doctype html>\n<html lang=\"" + attr(h.Lang) + "\">\n<head>\n")
	b.WriteString("<meta charset=\"utf-8\">\n")
	b.WriteString("<meta http-equiv=\"Content-Security-Policy\" content=\"" + attr(ContentSecurityPolicy) + "\">\n")
	b.WriteString("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">\n")
	b.WriteString("<title>" + html.EscapeString(h.Title) + "</title>\n")
	b.WriteString("<link rel=\"stylesheet\" href=\"" + u(StyleBundle) + "\">\n")
	b.WriteString("<script defer src=\"" + u("/web/storage-guard.js") + "\"></script>\n")
	b.WriteString("<script defer src=\"" + u(JournalScript) + "\"></script>\n")
	b.WriteString("<script defer src=\"" + u(SignScript) + "\"></script>\n")
	b.WriteString("<script defer src=\"" + u(EarlyScript) + "\"></script>\n")
	b.WriteString("<script defer src=\"" + u("/web/keys.js") + "\"></script>\n")
	b.WriteString("<script defer src=\"" + u("/wasm_exec.js") + "\"></script>\n")
	b.WriteString("<script defer src=\"" + u("/app.js") + "\"></script>\n")
	b.WriteString("<script defer src=\"" + u(TableScript) + "\"></script>\n")
	b.WriteString("<script defer src=\"" + u(LinkScript) + "\"></script>\n")
	b.WriteString("<script defer src=\"" + u(CoachScript) + "\"></script>\n")
	b.WriteString("<meta name=\"description\" content=\"" + attr(h.Description) + "\">\n")
	if len(h.Keywords) > 0 {
		b.WriteString("<meta name=\"keywords\" content=\"" + attr(strings.Join(h.Keywords, ", ")) + "\">\n")
	}
	b.WriteString("<meta name=\"theme-color\" content=\"" + attr(h.ThemeColor) + "\">\n")
	b.WriteString("<meta name=\"mobile-web-app-capable\" content=\"yes\">\n")
	b.WriteString("<meta property=\"og:title\" content=\"" + attr(h.Title) + "\">\n")
	b.WriteString("<meta property=\"og:description\" content=\"" + attr(h.Description) + "\">\n")
	b.WriteString("<meta property=\"og:type\" content=\"website\">\n")
	if origin := strings.TrimRight(o.Origin, "/"); origin != "" {
		b.WriteString("<meta property=\"og:url\" content=\"" + attr(origin+base+"/") + "\">\n")
		b.WriteString("<meta property=\"og:image\" content=\"" + attr(origin+base+h.Icon.Large) + "\">\n")
	}
	b.WriteString("<link rel=\"icon\" href=\"" + u(h.Icon.SVG) + "\">\n")
	b.WriteString("<link rel=\"apple-touch-icon\" href=\"" + u(h.Icon.Maskable) + "\">\n")
	b.WriteString("<link rel=\"manifest\" href=\"" + u("/manifest.webmanifest") + "\">\n")
	b.WriteString("</head>\n<body>\n")
	b.WriteString(root)
	// early.js says here, in the page's language, that a button pressed before the start will
	// be done (a live region, empty until then; the words of every language come with it)
	b.WriteString("\n<p id=\"early-status\" class=\"early-status\" role=\"status\" data-words=\"" + attr(earlyWords()) + "\"></p>")
	b.WriteString("\n<aside id=\"app-wasm-loader\" class=\"goapp-app-info\" role=\"status\">\n")
	b.WriteString("<img id=\"app-wasm-loader-icon\" class=\"goapp-logo goapp-spin\" alt=\"\" width=\"28\" height=\"28\" src=\"" + u(h.Icon.SVG) + "\">\n")
	b.WriteString("<p id=\"app-wasm-loader-label\" class=\"goapp-label\">" +
		html.EscapeString(strings.ReplaceAll(h.LoadingLabel, "{progress}", "0")) + "</p>\n")
	b.WriteString("</aside>\n")
	sprite, err := piecesSprite(out)
	if err != nil {
		return err
	}
	b.WriteString(sprite)
	b.WriteString("\n</body>\n</html>\n")
	return os.WriteFile(p, []byte(b.String()), 0o644)
}

// earlyWords are early.js's words in every language, as JSON: {"pl": {"start": …, "open": …}}.
func earlyWords() string {
	w := map[string]map[string]string{}
	for _, l := range i18n.Languages() {
		loc := i18n.New(l)
		w[l] = map[string]string{"start": loc.T("early.starting"), "open": loc.T("early.opening")}
	}
	b, _ := json.Marshal(w)
	return string(b)
}

// PiecesSheet is the symbol sheet of the game's pieces (web/pieces.svg): writeIndex puts it
// into the page after everything else (go-app mounts the app on the body's first element),
// so that every picture on the table is a <use> of a symbol drawn once, with no request of its
// own; the file itself is then not needed in the site.
const PiecesSheet = "/web/pieces.svg"

// piecesSprite reads the symbol sheet from the generated site, removes the file, and returns
// it as markup for the page: hidden from view and from screen readers (the pieces that use its
// symbols carry their own names).
func piecesSprite(out string) (string, error) {
	p := filepath.Join(out, filepath.FromSlash(strings.TrimPrefix(PiecesSheet, "/")))
	svg, err := os.ReadFile(p)
	if err != nil {
		return "", fmt.Errorf("site: the symbol sheet: %w", err)
	}
	s := strings.TrimSpace(string(svg))
	if strings.HasPrefix(s, "<?xml") {
		if i := strings.Index(s, "?>"); i >= 0 {
			s = strings.TrimSpace(s[i+2:])
		}
	}
	const open = `<svg xmlns="http://www.w3.org/2000/svg">`
	if !strings.HasPrefix(s, open) || !strings.HasSuffix(s, "</svg>") {
		return "", fmt.Errorf("site: %s must be one <svg xmlns=...> element with no attributes of its own", PiecesSheet)
	}
	for _, ext := range []string{"", ".gz", ".br"} {
		os.Remove(p + ext)
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" id="pieces" class="sprite" width="0" height="0" aria-hidden="true" focusable="false">` +
		s[len(open):], nil
}

// goappLoader finds go-app's loader element (its attributes come in any
// order).
var goappLoader = regexp.MustCompile(`<aside [^>]*id="app-wasm-loader"`)

// preRenderedRoot returns the markup of the pre-rendered root component:
// the body of go-app's page up to the loader it adds after the root.
func preRenderedRoot(page string) (string, error) {
	_, body, ok := strings.Cut(page, "<body>")
	if !ok {
		return "", errors.New("site: go-app's index.html has no <body>")
	}
	loc := goappLoader.FindStringIndex(body)
	if loc == nil {
		return "", errors.New("site: go-app's index.html has no loader after the root; re-check writeIndex")
	}
	root := strings.TrimSpace(body[:loc[0]])
	if !strings.HasPrefix(root, "<div") {
		return "", fmt.Errorf("site: go-app's pre-rendered root is not a <div>: %.60q", root)
	}
	return root, nil
}
