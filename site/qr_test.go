package site

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// qrHarness runs web/link.js's encoder (it needs no page) over the vectors given on standard
// input and prints, for each, the SHA-256 of its rows at the vector's version, level and mask,
// the mask it chooses itself at that version and level, and what it chooses on its own.
const qrHarness = `
const crypto = require("crypto");
require(process.argv[1]);
const qr = globalThis.borabora.qr;
const rows = (q) => q.dark.map(r => r.map(d => d ? "1" : "0").join("")).join("\n") + "\n";
const vs = JSON.parse(require("fs").readFileSync(0, "utf8"));
console.log(JSON.stringify(vs.map(v => {
  const forced = qr.encode(v.text, {version: v.version, level: v.level, mask: v.mask});
  const chosen = qr.encode(v.text, {version: v.version, level: v.level});
  const own = qr.encode(v.text);
  return {hash: crypto.createHash("sha256").update(rows(forced)).digest("hex"), mask: chosen.mask,
    version: own.version, level: own.level};
})));
`

type qrVector struct {
	Version int    `json:"version"`
	Level   int    `json:"level"`
	Mask    int    `json:"mask"`
	Hash    string `json:"-"`
	Text    string `json:"text"`
}

func node(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" || os.Getenv("E2E_REQUIRE") != "" {
			t.Fatal("node is needed to run web/link.js")
		}
		t.Skip("no node")
	}
	return p
}

// TestQRCodesMatchLibqrencode: web/link.js's QR encoder makes, at the version, level and mask of
// each of 88 codes made by libqrencode (site/testdata/qr-vectors.txt: versions 1 to 40, every
// level up to version 4, then two each), the same symbol module for module; chooses the mask
// libqrencode chose (by the same penalty rules); and on its own takes the smallest version at
// level L, raised to the highest level that fits it.
func TestQRCodesMatchLibqrencode(t *testing.T) {
	nodePath := node(t)
	raw, err := os.ReadFile(filepath.Join("testdata", "qr-vectors.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var vs []qrVector
	for _, l := range strings.Split(string(raw), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.SplitN(l, " ", 5)
		v, _ := strconv.Atoi(f[0])
		m, _ := strconv.Atoi(f[2])
		vs = append(vs, qrVector{Version: v, Level: strings.Index("LMQH", f[1]), Mask: m, Hash: f[3], Text: f[4]})
	}
	in, _ := json.Marshal(vs)
	script, _ := filepath.Abs(filepath.Join("..", "web", "link.js"))
	cmd := exec.Command(nodePath, "-e", qrHarness, script)
	cmd.Stdin = strings.NewReader(string(in))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	var got []struct {
		Hash           string
		Mask           int
		Version, Level int
	}
	if err := json.Unmarshal(out, &got); err != nil || len(got) != len(vs) {
		t.Fatalf("%v: %d results for %d codes: %.300s", err, len(got), len(vs), out)
	}
	versions, sameMask := map[int]bool{}, 0
	for i, v := range vs {
		versions[v.Version] = true
		if got[i].Hash != v.Hash {
			t.Errorf("version %d level %c mask %d: the symbol differs from libqrencode's", v.Version, "LMQH"[v.Level], v.Mask)
		}
		if got[i].Mask == v.Mask {
			sameMask++
		}
		if got[i].Version > v.Version || (got[i].Version == v.Version && got[i].Level < v.Level) {
			t.Errorf("%d bytes: version %d level %d on its own, libqrencode fit them in version %d level %d",
				len(v.Text), got[i].Version, got[i].Level, v.Version, v.Level)
		}
	}
	if len(versions) != 40 || len(vs) < 80 {
		t.Fatalf("the vectors cover %d versions, %d codes", len(versions), len(vs))
	}
	if sameMask != len(vs) {
		t.Errorf("chose libqrencode's mask for %d of %d codes", sameMask, len(vs))
	}
	t.Logf("%d codes of 40 versions match; the same mask chosen for %d", len(vs), sameMask)
}
