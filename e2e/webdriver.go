//go:build !wasm

package e2e

// WebKitGTK over classic WebDriver (HTTP and JSON): WebKitWebDriver starts WebKitGTK's
// MiniBrowser in automation mode. MiniBrowser has no headless mode, so each Page gets its own
// Xvfb screen; it runs "full screen", without its toolbar (whose width would keep the window
// wider than a phone), and the window's size is then the page's viewport.

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

type webDriver struct {
	xvfb, driver *proc
	base         string // http://127.0.0.1:port/session/id
	name         string
	client       http.Client
}

// startXvfb starts a virtual X screen on a free display and returns it (":N").
func startXvfb() (*proc, string, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, "", err
	}
	// -displayfd: Xvfb picks a free display and writes its number to fd 3 once it is ready;
	// -noreset: it keeps running when its last client leaves (a reset would write to fd 3
	// again, whose reading end is closed by then).
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-noreset", "-screen", "0", "1600x1200x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	x, err := startProc(cmd, func() { r.Close() })
	w.Close()
	if err != nil {
		r.Close()
		return nil, "", err
	}
	num := make(chan string, 1)
	go func() {
		b := make([]byte, 16)
		n, _ := io.ReadAtLeast(r, b, 1)
		num <- strings.TrimSpace(string(b[:n]))
	}()
	select {
	case n := <-num:
		if _, err := strconv.Atoi(n); err != nil {
			x.stop()
			return nil, "", fmt.Errorf("no display number from Xvfb (%q)", n)
		}
		return x, ":" + n, nil
	case <-time.After(30 * time.Second):
		x.stop()
		return nil, "", errors.New("no display from Xvfb within 30 s")
	}
}

// startWebKit starts Xvfb and WebKitWebDriver, and opens a session that runs MiniBrowser in
// automation mode (a fresh, ephemeral profile).
func startWebKit(t T, driverBin, browserBin string) (driver, error) {
	d := &webDriver{client: http.Client{Timeout: 5 * time.Minute}}
	xvfb, display, err := startXvfb()
	if err != nil {
		return nil, err
	}
	d.xvfb = xvfb
	port, err := freePort()
	if err != nil {
		d.close()
		return nil, err
	}
	cmd := exec.Command(driverBin, "--port="+strconv.Itoa(port))
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if d.driver, err = startProc(cmd, nil); err != nil {
		d.close()
		return nil, err
	}
	root := fmt.Sprintf("http://127.0.0.1:%d", port)
	for i := 0; ; i++ {
		if resp, err := d.client.Get(root + "/status"); err == nil {
			resp.Body.Close()
			break
		}
		if i == 300 {
			d.close()
			return nil, fmt.Errorf("WebKitWebDriver did not answer within 30 s: %s", out.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	var sess struct {
		SessionID    string `json:"sessionId"`
		Capabilities struct {
			BrowserName    string `json:"browserName"`
			BrowserVersion string `json:"browserVersion"`
		} `json:"capabilities"`
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	d.base = root
	if err := d.do(ctx, "POST", "/session", map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"webkitgtk:browserOptions": map[string]any{"binary": browserBin, "args": []string{"--automation", "--full-screen"}},
	}}}, &sess); err != nil {
		d.base = ""
		d.close()
		return nil, fmt.Errorf("%w (on %s; WebKitWebDriver said: %s)", err, display, out.String())
	}
	d.base = root + "/session/" + sess.SessionID
	d.name = "WebKitGTK " + sess.Capabilities.BrowserVersion + " (" + sess.Capabilities.BrowserName + ")"
	// scripts may wait long (a computer player's turn); every step has its own timeout
	if err := d.do(ctx, "POST", "/timeouts", map[string]any{"script": 300000, "pageLoad": 120000}, nil); err != nil {
		d.close()
		return nil, err
	}
	return d, nil
}

// do sends one WebDriver command (path relative to the session) and decodes its value.
func (d *webDriver) do(ctx context.Context, method, path string, body any, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, d.base+path, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := d.client.Do(req)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	var r struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return fmt.Errorf("%s %s: %s: %w", method, path, resp.Status, err)
	}
	if resp.StatusCode != http.StatusOK {
		var e struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		}
		json.Unmarshal(r.Value, &e)
		return fmt.Errorf("%s %s: %s: %s", method, path, e.Error, e.Message)
	}
	if out != nil {
		return json.Unmarshal(r.Value, out)
	}
	return nil
}

func (d *webDriver) navigate(ctx context.Context, url string) error {
	return d.do(ctx, "POST", "/url", map[string]any{"url": url}, nil)
}

func (d *webDriver) reload(ctx context.Context) error {
	return d.do(ctx, "POST", "/refresh", map[string]any{}, nil)
}

func (d *webDriver) evalJSON(ctx context.Context, body string) (string, error) {
	var s *string
	if err := d.do(ctx, "POST", "/execute/sync", map[string]any{"script": body, "args": []any{}}, &s); err != nil {
		return "", err
	}
	if s == nil {
		return "", fmt.Errorf("script returned no JSON text")
	}
	return *s, nil
}

// actions performs one input source's actions; every key or button it presses it releases,
// so no Release Actions follows.
func (d *webDriver) actions(ctx context.Context, source map[string]any) error {
	return d.do(ctx, "POST", "/actions", map[string]any{"actions": []any{source}}, nil)
}

func (d *webDriver) pointerClick(ctx context.Context, x, y float64) error {
	return d.actions(ctx, map[string]any{"type": "pointer", "id": "mouse", "parameters": map[string]any{"pointerType": "mouse"}, "actions": []any{
		map[string]any{"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport"},
		map[string]any{"type": "pointerDown", "button": 0},
		map[string]any{"type": "pointerUp", "button": 0},
	}})
}

func (d *webDriver) keys(ctx context.Context, values []string, shift bool) error {
	return d.actions(ctx, keyActions(values, shift))
}

// viewport sizes the window so that its page (below MiniBrowser's toolbar) is w x h.
func (d *webDriver) viewport(ctx context.Context, w, h int) error {
	ww, wh := w, h
	for try := 0; try < 4; try++ {
		if err := d.do(ctx, "POST", "/window/rect", map[string]any{"width": ww, "height": wh}, nil); err != nil {
			return err
		}
		// the page takes the new size a frame or two later: wait until two reads agree
		var got, last []int
		for i := 0; i < 40; i++ {
			s, err := d.evalJSON(ctx, evalBody(`new Promise(r => requestAnimationFrame(() => r([innerWidth, innerHeight])))`))
			if err != nil {
				return err
			}
			got = nil
			if err := json.Unmarshal([]byte(s), &got); err != nil {
				return err
			}
			if i > 0 && len(got) == 2 && len(last) == 2 && got[0] == last[0] && got[1] == last[1] {
				break
			}
			last = got
			time.Sleep(50 * time.Millisecond)
		}
		if len(got) != 2 {
			return fmt.Errorf("no viewport size")
		}
		if got[0] == w && got[1] == h {
			return nil
		}
		ww += w - got[0]
		wh += h - got[1]
	}
	return fmt.Errorf("MiniBrowser's page stays off %dx%d (window %dx%d)", w, h, ww, wh)
}

func (d *webDriver) screenshot(ctx context.Context) ([]byte, error) {
	var s string
	if err := d.do(ctx, "GET", "/screenshot", nil, &s); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(s)
}

func (d *webDriver) console() []string { return nil }

func (d *webDriver) version() string { return d.name }

func (d *webDriver) close() {
	if d.base != "" && strings.Contains(d.base, "/session/") {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		d.do(ctx, "DELETE", "", nil, nil)
		cancel()
	}
	d.driver.stop()
	d.xvfb.stop()
}
