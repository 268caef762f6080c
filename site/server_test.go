//go:build !wasm

package site

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

type response struct {
	status                       int
	body                         string
	ctype, encoding, vary, where string
	nosniff                      string
}

func get(t *testing.T, h http.Handler, method, target, acceptEncoding string) response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	res := rec.Result()
	b, _ := io.ReadAll(res.Body)
	return response{
		status:   res.StatusCode,
		body:     string(b),
		ctype:    res.Header.Get("Content-Type"),
		encoding: res.Header.Get("Content-Encoding"),
		vary:     res.Header.Get("Vary"),
		where:    res.Header.Get("Location"),
		nosniff:  res.Header.Get("X-Content-Type-Options"),
	}
}

var siteFiles = map[string]string{
	"index.html":       "<html>shell</html>",
	"index.html.gz":    "GZ-INDEX",
	"rules.html":       "<html>rules</html>",
	"app.js":           "js",
	"web/app.wasm":     "RAW-WASM",
	"web/app.wasm.gz":  "GZ-WASM",
	"web/app.wasm.br":  "BR-WASM",
	"web/icon-192.png": "PNG",
	"web/app.css":      "css",
	"web/art/x.svg":    "<svg/>",
}

func TestServerEncodings(t *testing.T) {
	h := NewServer(writeFiles(t, siteFiles), "")
	for _, c := range []struct {
		name, target, accept  string
		body, encoding, ctype string
		wantVary              bool
	}{
		{"brotli preferred", "/web/app.wasm", "gzip, deflate, br", "BR-WASM", "br", "application/wasm", true},
		{"gzip only", "/web/app.wasm", "gzip", "GZ-WASM", "gzip", "application/wasm", true},
		{"brotli refused by q=0", "/web/app.wasm", "br;q=0, gzip;q=0.5", "GZ-WASM", "gzip", "application/wasm", true},
		{"wildcard", "/web/app.wasm", "*", "BR-WASM", "br", "application/wasm", true},
		{"wildcard but no brotli", "/web/app.wasm", "br;q=0, *", "GZ-WASM", "gzip", "application/wasm", true},
		{"no encoding accepted", "/web/app.wasm", "", "RAW-WASM", "", "application/wasm", true},
		{"identity only", "/web/app.wasm", "identity", "RAW-WASM", "", "application/wasm", true},
		{"no variants", "/web/icon-192.png", "gzip, br", "PNG", "", "image/png", false},
		{"root serves index.html", "/", "gzip", "GZ-INDEX", "gzip", "text/html; charset=utf-8", true},
		{"x serves x.html", "/rules", "", "<html>rules</html>", "", "text/html; charset=utf-8", false},
		{"javascript type", "/app.js", "", "js", "", "text/javascript; charset=utf-8", false},
		{"svg type", "/web/art/x.svg", "", "<svg/>", "", "image/svg+xml", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := get(t, h, http.MethodGet, c.target, c.accept)
			if r.status != http.StatusOK || r.body != c.body || r.encoding != c.encoding || r.ctype != c.ctype {
				t.Errorf("GET %s (Accept-Encoding %q) = %d %q encoding %q type %q; want 200 %q encoding %q type %q",
					c.target, c.accept, r.status, r.body, r.encoding, r.ctype, c.body, c.encoding, c.ctype)
			}
			if got := r.vary == "Accept-Encoding"; got != c.wantVary {
				t.Errorf("Vary = %q, want Accept-Encoding: %v", r.vary, c.wantVary)
			}
		})
	}
}

func TestServerPaths(t *testing.T) {
	dir := writeFiles(t, siteFiles)
	for _, c := range []struct {
		base, target string
		status       int
		where, body  string
	}{
		{"", "/missing.js", http.StatusNotFound, "", ""},
		{"", "/web", http.StatusMovedPermanently, "/web/", ""},
		{"", "/../../etc/passwd", http.StatusNotFound, "", ""},
		{"/borabora", "/borabora", http.StatusMovedPermanently, "/borabora/", ""},
		{"/borabora", "/borabora?x=1", http.StatusMovedPermanently, "/borabora/?x=1", ""},
		{"/borabora", "/borabora/", http.StatusOK, "", "<html>shell</html>"},
		{"/borabora", "/borabora/web/app.wasm", http.StatusOK, "", "RAW-WASM"},
		{"/borabora", "/borabora/rules", http.StatusOK, "", "<html>rules</html>"},
		{"/borabora", "/web/app.wasm", http.StatusNotFound, "", ""},
		{"/borabora", "/", http.StatusNotFound, "", ""},
		{"/borabora", "/boraborax/app.js", http.StatusNotFound, "", ""},
		{"borabora/", "/borabora/app.js", http.StatusOK, "", "js"},
	} {
		r := get(t, NewServer(dir, c.base), http.MethodGet, c.target, "")
		if r.status != c.status || r.where != c.where || (c.body != "" && r.body != c.body) {
			t.Errorf("base %q GET %s = %d location %q body %q; want %d location %q body %q",
				c.base, c.target, r.status, r.where, r.body, c.status, c.where, c.body)
		}
	}
}

func TestServerMethods(t *testing.T) {
	h := NewServer(writeFiles(t, siteFiles), "")
	if r := get(t, h, http.MethodHead, "/web/app.wasm", "br"); r.status != http.StatusOK || r.encoding != "br" || r.body != "" {
		t.Errorf("HEAD = %d encoding %q body %q", r.status, r.encoding, r.body)
	}
	if r := get(t, h, http.MethodPost, "/", ""); r.status != http.StatusMethodNotAllowed {
		t.Errorf("POST = %d, want 405", r.status)
	}
}

func TestAccepts(t *testing.T) {
	for _, c := range []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, deflate", "br", false},
		{"GZIP", "gzip", true},
		{"gzip;q=0", "gzip", false},
		{"gzip; q=0.001", "gzip", true},
		{"gzip;q=0.0", "gzip", false},
		{"*;q=0", "br", false},
		{"", "gzip", false},
	} {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", c.header, c.coding, got, c.want)
		}
	}
}

func TestServerNosniff(t *testing.T) {
	dir := writeFiles(t, siteFiles)
	for _, c := range []struct{ base, method, target, enc string }{
		{"", http.MethodGet, "/", ""},
		{"", http.MethodGet, "/app.js", "br"},
		{"", http.MethodGet, "/web/app.wasm", "gzip"},
		{"", http.MethodHead, "/web/app.wasm", ""},
		{"", http.MethodGet, "/missing.js", ""},
		{"", http.MethodPost, "/", ""},
		{"/borabora", http.MethodGet, "/borabora", ""},
	} {
		if r := get(t, NewServer(dir, c.base), c.method, c.target, c.enc); r.nosniff != "nosniff" {
			t.Errorf("base %q %s %s: X-Content-Type-Options = %q, want nosniff", c.base, c.method, c.target, r.nosniff)
		}
	}
}
