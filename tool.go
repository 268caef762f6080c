//go:build !wasm

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"borabora/site"
)

const usage = `usage:
  borabora generate [-out dist] [-base /repo] [-origin https://user.github.io] -version V
      write the static site into -out (which must already hold web/app.wasm)
  borabora serve [-dir dist] [-addr 127.0.0.1:8000] [-base /repo]
      serve a generated site, preferring precompressed .br/.gz files
`

// runTool runs the native subcommands and returns the process exit code.
func runTool(args []string) int {
	if len(args) == 0 {
		fmt.Fprint(os.Stderr, usage)
		return 2
	}
	var err error
	switch args[0] {
	case "generate":
		err = generate(args[1:])
	case "serve":
		err = serve(args[1:])
	case "help", "-h", "-help", "--help":
		fmt.Print(usage)
		return 0
	default:
		fmt.Fprintf(os.Stderr, "borabora: unknown command %q\n%s", args[0], usage)
		return 2
	}
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(os.Stderr, "borabora:", err)
		return 1
	}
	return 0
}

func generate(args []string) error {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	var o site.Options
	fs.StringVar(&o.Out, "out", "dist", "output directory; must already hold web/app.wasm")
	fs.StringVar(&o.Base, "base", "", `URL path prefix, e.g. "/borabora" for a GitHub Pages project site`)
	fs.StringVar(&o.Origin, "origin", "", `site origin, e.g. "https://user.github.io" (optional, for link previews)`)
	fs.StringVar(&o.Version, "version", "", "deploy version; installed apps update when it changes (make build hashes app.wasm and web/)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("generate: unexpected argument %q", fs.Arg(0))
	}
	if err := site.Generate(o); err != nil {
		return err
	}
	fmt.Printf("generated %s (version %s, base %q)\n", o.Out, o.Version, site.NormalizeBase(o.Base))
	return nil
}

func serve(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	dir := fs.String("dir", "dist", "directory of the generated site")
	addr := fs.String("addr", "127.0.0.1:8000", "listen address (host:port)")
	port := fs.Int("port", 0, "listen port on -addr's host; overrides -addr's port when set")
	base := fs.String("base", "", `URL path prefix the site is served under, e.g. "/borabora"`)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("serve: unexpected argument %q", fs.Arg(0))
	}
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		return fmt.Errorf("serve: %s has no index.html; run make build first", *dir)
	}
	listen := *addr
	if *port != 0 {
		host, _, err := net.SplitHostPort(*addr)
		if err != nil {
			return fmt.Errorf("serve: bad -addr: %w", err)
		}
		listen = net.JoinHostPort(host, fmt.Sprint(*port))
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           site.NewServer(*dir, *base),
		ReadHeaderTimeout: 10 * time.Second,
	}
	url := "http://" + ln.Addr().String() + site.NormalizeBase(*base) + "/"
	if strings.HasPrefix(ln.Addr().String(), "[::]") || strings.HasPrefix(ln.Addr().String(), "0.0.0.0") {
		url = "http://127.0.0.1:" + fmt.Sprint(ln.Addr().(*net.TCPAddr).Port) + site.NormalizeBase(*base) + "/"
	}
	log.Printf("serving %s on %s (Ctrl-C to stop)", *dir, url)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		return srv.Shutdown(shut)
	}
}
