//go:build !wasm

package site

import (
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// contentTypes fixes the types that matter to the app, whatever the
// machine's MIME database says. The wasm loader refuses any type other than
// application/wasm.
var contentTypes = map[string]string{
	".wasm":        "application/wasm",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".txt":         "text/plain; charset=utf-8",
}

// encodings are the precompressed variants looked for next to a file, best
// first.
var encodings = []struct{ name, ext string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// Server serves a generated site directory like a static host.
type Server struct {
	root fs.FS
	base string
}

// NewServer serves the files in dir under the URL prefix base ("" or
// "/borabora"). Like GitHub Pages it redirects "/base" to "/base/" and
// directories to their slash form, serves "index.html" for a directory and
// "x.html" for "/x". A file with a ".br" or ".gz" sibling is sent
// compressed when the request accepts that encoding.
func NewServer(dir, base string) *Server {
	return &Server{root: os.DirFS(dir), base: NormalizeBase(base)}
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// Every answer is of the type it says: the browser never guesses
	// (a text file run as a script, a page read as a stylesheet).
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	if s.base != "" {
		if p == s.base {
			redirect(w, r, s.base+"/")
			return
		}
		rest, ok := strings.CutPrefix(p, s.base+"/")
		if !ok {
			http.NotFound(w, r)
			return
		}
		p = "/" + rest
	}
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name == "" {
		name = "."
	}
	if !fs.ValidPath(name) {
		http.NotFound(w, r)
		return
	}

	fi, err := fs.Stat(s.root, name)
	switch {
	case err == nil && fi.IsDir():
		if !strings.HasSuffix(p, "/") {
			redirect(w, r, r.URL.Path+"/")
			return
		}
		name = path.Join(name, "index.html")
	case err != nil && path.Ext(name) == "":
		name += ".html"
	}
	s.serveFile(w, r, name)
}

func redirect(w http.ResponseWriter, r *http.Request, to string) {
	if r.URL.RawQuery != "" {
		to += "?" + r.URL.RawQuery
	}
	http.Redirect(w, r, to, http.StatusMovedPermanently)
}

func (s *Server) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	fi, err := fs.Stat(s.root, name)
	if err != nil || fi.IsDir() {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	ctype := contentTypes[path.Ext(name)]
	if ctype == "" {
		ctype = mime.TypeByExtension(path.Ext(name))
	}
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	h.Set("Content-Type", ctype)
	// Always revalidate: the service worker does the offline caching, and a
	// local server should never hand out stale builds.
	h.Set("Cache-Control", "no-cache")

	served := name
	hasVariant := false
	for _, e := range encodings {
		if _, err := fs.Stat(s.root, name+e.ext); err != nil {
			continue
		}
		hasVariant = true
		if accepts(r.Header.Get("Accept-Encoding"), e.name) {
			served = name + e.ext
			h.Set("Content-Encoding", e.name)
			break
		}
	}
	if hasVariant {
		h.Add("Vary", "Accept-Encoding")
	}

	f, err := s.root.Open(served)
	if err != nil {
		http.Error(w, "cannot open file", http.StatusInternalServerError)
		return
	}
	defer f.Close()
	sfi, err := f.Stat()
	if err != nil {
		http.Error(w, "cannot stat file", http.StatusInternalServerError)
		return
	}
	// The ETag names the exact bytes sent, so each encoding gets its own.
	h.Set("ETag", `"`+strconv.FormatInt(sfi.ModTime().UnixNano(), 36)+"-"+strconv.FormatInt(sfi.Size(), 36)+`"`)
	rs, ok := f.(interface {
		Read([]byte) (int, error)
		Seek(int64, int) (int64, error)
	})
	if !ok {
		http.Error(w, "file is not seekable", http.StatusInternalServerError)
		return
	}
	http.ServeContent(w, r, name, sfi.ModTime(), rs)
}

// accepts reports whether an Accept-Encoding header value allows coding.
// It honours q-values ("br;q=0" refuses brotli) and the "*" wildcard.
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != coding && name != "*" {
			continue
		}
		ok := true
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				if q, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && q <= 0 {
					ok = false
				}
			}
		}
		if name == coding {
			return ok
		}
		star = ok
	}
	return star
}
