//go:build !wasm

package e2e

// Firefox over WebDriver BiDi: Firefox itself serves the protocol (--remote-debugging-port), so
// no geckodriver is needed; the WebSocket client is github.com/coder/websocket, pinned in
// go.mod, and the few BiDi commands the tests use are written out here.

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// firefoxPrefs go into the fresh profile's user.js, on top of the preferences Firefox's remote
// agent sets for automation itself: no first-run pages, updates or background requests to the
// internet (the tests have no network); scrollbars over the page, as on a phone and in
// GNOME's default (a classic bar would take 12 px of the 390 px phone viewport).
const firefoxPrefs = `user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("app.update.disabledForTesting", true);
user_pref("app.normandy.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("browser.safebrowsing.malware.enabled", false);
user_pref("browser.safebrowsing.phishing.enabled", false);
user_pref("browser.safebrowsing.downloads.enabled", false);
user_pref("extensions.update.enabled", false);
user_pref("network.captive-portal-service.enabled", false);
user_pref("network.connectivity-service.enabled", false);
user_pref("messaging-system.rsexperimentloader.enabled", false);
user_pref("services.settings.server", "http://127.0.0.1:9/");
user_pref("intl.accept_languages", "en-US, en");
user_pref("ui.useOverlayScrollbars", 1);
`

var bidiListening = regexp.MustCompile(`WebDriver BiDi listening on (ws://\S+)`)

type bidiDriver struct {
	ff      *proc
	profile string
	ws      *websocket.Conn
	context string // the tab's browsing context id
	name    string

	mu      sync.Mutex
	nextID  int
	pending map[int]chan bidiReply
	logs    []string
	readErr error
	stderr  []string // Firefox's last lines on standard error, for a failed start
}

type bidiReply struct {
	Type    string          `json:"type"`
	ID      *int            `json:"id"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

// startFirefox starts headless Firefox with a fresh profile, connects to its WebDriver BiDi
// server, opens a session and takes its first tab.
func startFirefox(t T, bin string) (driver, error) {
	profile, err := os.MkdirTemp("", "borabora-firefox-")
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(profile+"/user.js", []byte(firefoxPrefs), 0o644); err != nil {
		return nil, err
	}
	d := &bidiDriver{profile: profile, pending: map[int]chan bidiReply{}}
	cmd := exec.Command(bin, "--headless", "--no-remote", "--profile", profile, "--remote-debugging-port=0", "about:blank")
	cmd.Env = append(os.Environ(), "MOZ_CRASHREPORTER_DISABLE=1")
	errPipe, errW := io.Pipe()
	cmd.Stdout, cmd.Stderr = io.Discard, errW
	if d.ff, err = startProc(cmd, func() { errW.Close() }); err != nil {
		os.RemoveAll(profile)
		return nil, err
	}
	wsURL := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(errPipe)
		sent := false
		for sc.Scan() {
			line := sc.Text()
			d.mu.Lock()
			if d.stderr = append(d.stderr, line); len(d.stderr) > 40 {
				d.stderr = d.stderr[1:]
			}
			d.mu.Unlock()
			if m := bidiListening.FindStringSubmatch(line); m != nil && !sent {
				wsURL <- m[1]
				sent = true
			}
		}
		io.Copy(io.Discard, errPipe)
	}()
	var u string
	select {
	case u = <-wsURL:
	case <-time.After(60 * time.Second):
		d.close()
		d.mu.Lock()
		defer d.mu.Unlock()
		return nil, fmt.Errorf("firefox did not open its WebDriver BiDi port within 60 s; it said:\n%s", strings.Join(d.stderr, "\n"))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, u+"/session", nil)
	if err != nil {
		d.close()
		return nil, fmt.Errorf("connecting to %s: %w", u, err)
	}
	ws.SetReadLimit(256 << 20) // screenshots
	d.ws = ws
	go d.read()

	var sess struct {
		Capabilities struct {
			BrowserName    string `json:"browserName"`
			BrowserVersion string `json:"browserVersion"`
		} `json:"capabilities"`
	}
	if err := d.call(ctx, "session.new", map[string]any{"capabilities": map[string]any{
		"alwaysMatch": map[string]any{"unhandledPromptBehavior": map[string]any{"default": "dismiss"}},
	}}, &sess); err != nil {
		d.close()
		return nil, err
	}
	d.name = sess.Capabilities.BrowserName + " " + sess.Capabilities.BrowserVersion
	var tree struct {
		Contexts []struct {
			Context string `json:"context"`
		} `json:"contexts"`
	}
	if err := d.call(ctx, "browsingContext.getTree", map[string]any{"maxDepth": 0}, &tree); err != nil || len(tree.Contexts) == 0 {
		d.close()
		return nil, fmt.Errorf("no tab: %v", err)
	}
	// a tab of its own, which has the focus as the one a person looks at (the window's first
	// tab, opened before the session, has not: Firefox then sends keys to the page, but Enter
	// does not press the button in focus)
	var tab struct {
		Context string `json:"context"`
	}
	if err := d.call(ctx, "browsingContext.create", map[string]any{"type": "tab"}, &tab); err != nil {
		d.close()
		return nil, err
	}
	d.call(ctx, "browsingContext.close", map[string]any{"context": tree.Contexts[0].Context}, nil)
	d.context = tab.Context
	if err := d.call(ctx, "browsingContext.activate", map[string]any{"context": d.context}, nil); err != nil {
		d.close()
		return nil, err
	}
	if err := d.call(ctx, "session.subscribe", map[string]any{"events": []string{"log.entryAdded"}}, nil); err != nil {
		d.close()
		return nil, err
	}
	// Every page reports what its Content-Security-Policy refused (as NewBrowser's pages do).
	if err := d.call(ctx, "script.addPreloadScript", map[string]any{
		"functionDeclaration": "() => { " + cspWatchJS + " }",
	}, nil); err != nil {
		d.close()
		return nil, err
	}
	return d, nil
}

// read dispatches the server's messages: replies to their callers, log entries to the log.
func (d *bidiDriver) read() {
	for {
		_, b, err := d.ws.Read(context.Background())
		if err != nil {
			d.mu.Lock()
			d.readErr = err
			for id, ch := range d.pending {
				close(ch)
				delete(d.pending, id)
			}
			d.mu.Unlock()
			return
		}
		var m bidiReply
		if json.Unmarshal(b, &m) != nil {
			continue
		}
		if m.Type == "event" {
			if m.Method == "log.entryAdded" {
				var e struct {
					Level string `json:"level"`
					Text  string `json:"text"`
					Type  string `json:"type"`
				}
				if json.Unmarshal(m.Params, &e) == nil {
					d.mu.Lock()
					d.logs = append(d.logs, e.Level+": "+e.Text)
					d.mu.Unlock()
				}
			}
			continue
		}
		if m.ID == nil {
			continue
		}
		d.mu.Lock()
		ch := d.pending[*m.ID]
		delete(d.pending, *m.ID)
		d.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	}
}

// call sends one command and decodes its result into out (when not nil).
func (d *bidiDriver) call(ctx context.Context, method string, params any, out any) error {
	d.mu.Lock()
	if d.readErr != nil {
		err := d.readErr
		d.mu.Unlock()
		return fmt.Errorf("%s: connection lost: %w", method, err)
	}
	d.nextID++
	id := d.nextID
	ch := make(chan bidiReply, 1)
	d.pending[id] = ch
	d.mu.Unlock()
	msg, err := json.Marshal(map[string]any{"id": id, "method": method, "params": params})
	if err != nil {
		return err
	}
	if err := d.ws.Write(ctx, websocket.MessageText, msg); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	select {
	case r, ok := <-ch:
		if !ok {
			return fmt.Errorf("%s: connection lost", method)
		}
		if r.Type == "error" {
			return fmt.Errorf("%s: %s: %s", method, r.Error, r.Message)
		}
		if out != nil {
			return json.Unmarshal(r.Result, out)
		}
		return nil
	case <-ctx.Done():
		d.mu.Lock()
		delete(d.pending, id)
		d.mu.Unlock()
		return fmt.Errorf("%s: %w", method, ctx.Err())
	}
}

func (d *bidiDriver) navigate(ctx context.Context, url string) error {
	return d.call(ctx, "browsingContext.navigate", map[string]any{"context": d.context, "url": url, "wait": "complete"}, nil)
}

func (d *bidiDriver) reload(ctx context.Context) error {
	return d.call(ctx, "browsingContext.reload", map[string]any{"context": d.context, "wait": "complete"}, nil)
}

func (d *bidiDriver) evalJSON(ctx context.Context, body string) (string, error) {
	var r struct {
		Type   string `json:"type"`
		Result struct {
			Type  string `json:"type"`
			Value any    `json:"value"`
		} `json:"result"`
		ExceptionDetails struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	err := d.call(ctx, "script.callFunction", map[string]any{
		"functionDeclaration": "function () { " + body + " }",
		"target":              map[string]any{"context": d.context},
		"awaitPromise":        true,
		"resultOwnership":     "none",
	}, &r)
	if err != nil {
		return "", err
	}
	if r.Type == "exception" {
		return "", errors.New(r.ExceptionDetails.Text)
	}
	s, ok := r.Result.Value.(string)
	if !ok {
		return "", fmt.Errorf("script returned %s, not JSON text", r.Result.Type)
	}
	return s, nil
}

func (d *bidiDriver) pointerClick(ctx context.Context, x, y float64) error {
	return d.call(ctx, "input.performActions", map[string]any{"context": d.context, "actions": []any{
		map[string]any{"type": "pointer", "id": "mouse", "parameters": map[string]any{"pointerType": "mouse"}, "actions": []any{
			map[string]any{"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport"},
			map[string]any{"type": "pointerDown", "button": 0},
			map[string]any{"type": "pointerUp", "button": 0},
		}},
	}}, nil)
}

// keyActions is the WebDriver key input source pressing and releasing each value in turn,
// with Shift held around them when shift is set.
func keyActions(values []string, shift bool) map[string]any {
	var acts []any
	if shift {
		acts = append(acts, map[string]any{"type": "keyDown", "value": "\uE008"})
	}
	for _, v := range values {
		for _, r := range v { // one key per character
			acts = append(acts, map[string]any{"type": "keyDown", "value": string(r)}, map[string]any{"type": "keyUp", "value": string(r)})
		}
	}
	if shift {
		acts = append(acts, map[string]any{"type": "keyUp", "value": "\uE008"})
	}
	return map[string]any{"type": "key", "id": "keyboard", "actions": acts}
}

func (d *bidiDriver) keys(ctx context.Context, values []string, shift bool) error {
	return d.call(ctx, "input.performActions", map[string]any{"context": d.context, "actions": []any{keyActions(values, shift)}}, nil)
}

func (d *bidiDriver) viewport(ctx context.Context, w, h int) error {
	return d.call(ctx, "browsingContext.setViewport", map[string]any{"context": d.context,
		"viewport": map[string]any{"width": w, "height": h}, "devicePixelRatio": 1}, nil)
}

func (d *bidiDriver) screenshot(ctx context.Context) ([]byte, error) {
	var r struct {
		Data string `json:"data"`
	}
	if err := d.call(ctx, "browsingContext.captureScreenshot", map[string]any{"context": d.context}, &r); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(r.Data)
}

func (d *bidiDriver) console() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.logs...)
}

func (d *bidiDriver) version() string { return d.name }

func (d *bidiDriver) close() {
	if d.ws != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		d.call(ctx, "browser.close", map[string]any{}, nil)
		cancel()
		d.ws.Close(websocket.StatusNormalClosure, "")
	}
	d.ff.stop()
	for i := 0; i < 20 && os.RemoveAll(d.profile) != nil; i++ {
		time.Sleep(100 * time.Millisecond)
	}
}
