package engine

import (
	"bufio"
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var testNames = []string{"Ana", "Ben", "Carla", "Dmitri"}

// recordGame plays a random game with the given names and seed, choosing uniformly among the
// legal choices with a PCG seeded from seed. It stops after stop choices (stop < 0: at the
// end).
func recordGame(t testing.TB, names []string, seed uint64, stop int) *Game {
	t.Helper()
	return recordGameRules(t, RulesVersion, names, seed, stop)
}

// recordGameRules is recordGame under the given rules version.
func recordGameRules(t testing.TB, rules int, names []string, seed uint64, stop int) *Game {
	t.Helper()
	cfg := Config{Seed: seed, Rules: rules}
	for _, n := range names {
		cfg.Players = append(cfg.Players, PlayerConfig{Name: n})
	}
	g, err := NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	for steps := 0; !g.Over() && steps != stop; steps++ {
		if steps > 5000 {
			t.Fatalf("seed %d: game did not end", seed)
		}
		if err := g.Apply(g.LegalAt(r.IntN(g.LegalCount()))); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	return g
}

// sameGame reports how two games differ in what a player can see and do.
func sameGame(a, b *Game) error {
	switch {
	case !slices.Equal(a.Scores(), b.Scores()):
		return fmt.Errorf("scores %v != %v", a.Scores(), b.Scores())
	case !slices.Equal(a.Choices(), b.Choices()):
		return fmt.Errorf("choices differ")
	case a.Prompt() != b.Prompt():
		return fmt.Errorf("prompt %+v != %+v", a.Prompt(), b.Prompt())
	case !slices.Equal(a.Legal(), b.Legal()):
		return fmt.Errorf("legal %v != %v", a.Legal(), b.Legal())
	case a.Over() != b.Over():
		return fmt.Errorf("over %v != %v", a.Over(), b.Over())
	case a.UndoFloor() != b.UndoFloor():
		return fmt.Errorf("undo floor %d != %d", a.UndoFloor(), b.UndoFloor())
	case !reflect.DeepEqual(a.Config(), b.Config()):
		return fmt.Errorf("config %+v != %+v", a.Config(), b.Config())
	}
	return nil
}

// roundTrip encodes g's record, decodes and replays it, and compares.
func roundTrip(t *testing.T, g *Game) string {
	t.Helper()
	r := g.Record()
	code := EncodeRecord(r)
	r2, err := DecodeRecord(code)
	if err != nil {
		t.Fatalf("decode: %v\ncode %s", err, code)
	}
	if !r.Equal(r2) || !reflect.DeepEqual(r.Config, r2.Config) {
		t.Fatalf("record changed:\n%+v\n%+v", r, r2)
	}
	g2, err := Replay(r2)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if err := sameGame(g, g2); err != nil {
		t.Fatalf("replayed game differs: %v", err)
	}
	return code
}

func TestRecordRoundTrip(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 300
	}
	pick := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < games; i++ {
		players := 2 + i%3
		names := make([]string, players)
		for p := range names {
			names[p] = [...]string{"", "Ana", "Ben", "Zoë", "Łukasz", "名前", "123456789012345678901234"}[pick.IntN(7)]
		}
		seed := pick.Uint64() >> pick.UintN(64)
		g := recordGame(t, names, seed, -1)
		if !g.Over() {
			t.Fatalf("seed %d: game not over", seed)
		}
		roundTrip(t, g)
		// and a record cut at a random point, including none and all
		cut := pick.IntN(len(g.Choices()) + 1)
		roundTrip(t, recordGame(t, names, seed, cut))
	}
}

func TestRecordNewGame(t *testing.T) {
	g, err := NewGame(Config{Players: []PlayerConfig{{"A"}, {"B"}}, Seed: 0})
	if err != nil {
		t.Fatal(err)
	}
	roundTrip(t, g)
}

func TestEncodeCleansNames(t *testing.T) {
	long := strings.Repeat("é", 50) // 100 bytes
	r := Record{Config: Config{Players: []PlayerConfig{{long}, {"a\xffb"}}}, RulesVersion: RulesVersion}
	r2, err := DecodeRecord(EncodeRecord(r))
	if err != nil {
		t.Fatal(err)
	}
	if got := r2.Config.Players[0].Name; got != strings.Repeat("é", 40) {
		t.Errorf("long name became %q", got)
	}
	if got := r2.Config.Players[1].Name; got != "a\uFFFDb" {
		t.Errorf("bad UTF-8 name became %q", got)
	}
}

// Choices outside the canonical layout (any Kind and argument bytes) still round-trip, and
// Replay names the first illegal one.
func TestRecordNonCanonicalChoices(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 500; i++ {
		g := recordGame(t, testNames[:2+i%3], uint64(i), 20+i%50)
		r := g.Record()
		at := rng.IntN(len(r.Choices))
		bad := Choice{Kind(rng.UintN(256)), uint8(rng.UintN(256)), uint8(rng.UintN(256)), uint8(rng.UintN(256))}
		if i%4 == 0 {
			bad = Choice{KCompleteTask, 0, PayNone, 0} // canonical but (almost surely) illegal here
		}
		r.Choices[at] = bad
		for j := at + 1; j < len(r.Choices); j++ {
			if rng.IntN(3) == 0 {
				r.Choices[j] = Choice{Kind(rng.UintN(256)), uint8(rng.UintN(256)), uint8(rng.UintN(256)), uint8(rng.UintN(256))}
			}
		}
		r2, err := DecodeRecord(EncodeRecord(r))
		if err != nil {
			t.Fatal(err)
		}
		if !r.Equal(r2) {
			t.Fatalf("record changed")
		}
		prefix, _ := NewGame(r.Config)
		for _, c := range r.Choices[:at] {
			prefix.Apply(c)
		}
		g2, err := Replay(r2)
		if prefix.IsLegal(bad) {
			continue // rare: the random choice happened to be legal
		}
		var re *ReplayError
		if !errors.As(err, &re) || re.Index != at || re.Choice != bad || !errors.Is(err, ErrIllegal) || g2 != nil {
			t.Fatalf("replay: got %v, %v; want illegal choice %d %v", g2 != nil, err, at, bad)
		}
	}
}

func TestReplayAfterGameOver(t *testing.T) {
	g := recordGame(t, testNames[:2], 5, -1)
	r := g.Record()
	n := len(r.Choices)
	r.Choices = append(r.Choices, Choice{Kind: KPass})
	g2, err := Replay(r)
	var re *ReplayError
	if g2 != nil || !errors.As(err, &re) || re.Index != n {
		t.Fatalf("got %v, %v", g2 != nil, err)
	}
}

func TestReplayRejects(t *testing.T) {
	r := Record{Config: Config{Players: []PlayerConfig{{"A"}, {"B"}}}, RulesVersion: RulesVersion + 1}
	if g, err := Replay(r); g != nil || !errors.Is(err, ErrReplayRules) {
		t.Errorf("other rules: %v", err)
	}
	r = Record{Config: Config{Players: []PlayerConfig{{"A"}}}, RulesVersion: RulesVersion}
	if g, err := Replay(r); g != nil || !errors.Is(err, ErrPlayers) {
		t.Errorf("one player: %v", err)
	}
}

// makeCode builds a code from its parts, with a correct checksum.
func makeCode(format, rules uint64, body []byte) string {
	bin := binary.AppendUvarint(nil, format)
	bin = binary.AppendUvarint(bin, rules)
	bin = append(bin, deflate(body)...)
	bin = binary.LittleEndian.AppendUint32(bin, crc32.ChecksumIEEE(bin))
	return CodePrefix + base64.RawURLEncoding.EncodeToString(bin)
}

// flateCode makes a code of body deflated by compress/flate.
func flateCode(body []byte) string {
	buf := bytes.NewBuffer([]byte{1, 1})
	w, _ := flate.NewWriter(buf, flate.BestCompression)
	w.Write(body)
	w.Close()
	return withCRC(buf.Bytes())
}

// withCRC appends a correct checksum to bin and makes a code.
func withCRC(bin []byte) string {
	bin = binary.LittleEndian.AppendUint32(bin, crc32.ChecksumIEEE(bin))
	return CodePrefix + base64.RawURLEncoding.EncodeToString(bin)
}

// body builds a decoded body: players' names, seed, choice count and a choice stream.
func body(names []string, seed, count uint64, stream []byte) []byte {
	b := binary.AppendUvarint(nil, uint64(len(names)))
	for _, n := range names {
		b = binary.AppendUvarint(b, uint64(len(n)))
		b = append(b, n...)
	}
	b = binary.AppendUvarint(b, seed)
	b = binary.AppendUvarint(b, count)
	return append(b, stream...)
}

var codeErrors = []error{ErrCodeEmpty, ErrCodeTooLarge, ErrCodePrefix, ErrCodeCorrupt, ErrCodeChecksum,
	ErrCodeVersion, ErrCodeRules, ErrCodePlayers, ErrCodeName, ErrCodeChoices}

// sentinel returns the one ErrCode... error err wraps, or an error saying why not.
func sentinel(err error) (error, error) {
	var found []error
	for _, e := range codeErrors {
		if errors.Is(err, e) {
			found = append(found, e)
		}
	}
	if len(found) != 1 {
		return nil, fmt.Errorf("error %v wraps %d code errors", err, len(found))
	}
	return found[0], nil
}

func TestDecodeRecordErrors(t *testing.T) {
	g := recordGame(t, testNames, 11, -1)
	good := EncodeRecord(g.Record())
	bin, _ := base64.RawURLEncoding.DecodeString(good[len(CodePrefix):])
	payload := bin[:len(bin)-4]
	// the choice stream of a real game, for hand-made bodies
	e := &rangeEncoder{rng: 0xFFFFFFFF, cacheSize: 1}
	codeChoices(e, len(g.Choices()), g.Choices())
	stream := e.finish()
	nc := uint64(len(g.Choices()))
	bomb := make([]byte, MaxBodyLen+1)

	flip := []byte(good)
	i := len(flip) / 2
	flip[i] = "AB"[boolInt(flip[i] == 'A')]
	brokenCRC := append([]byte(nil), bin...)
	brokenCRC[len(brokenCRC)-1] ^= 1
	cases := []struct {
		name string
		code string
		want error
	}{
		{"empty", "", ErrCodeEmpty},
		{"blank", " \n\t", ErrCodeEmpty},
		{"too long", CodePrefix + strings.Repeat("A", MaxCodeLen), ErrCodeTooLarge},
		{"no prefix", good[len(CodePrefix):], ErrCodePrefix},
		{"other prefix", "BB2." + good[len(CodePrefix):], ErrCodePrefix},
		{"lower-case prefix", strings.ToLower(CodePrefix) + good[len(CodePrefix):], ErrCodePrefix},
		{"garbage", "hello world", ErrCodePrefix},
		{"bad base64", good[:20] + "*" + good[21:], ErrCodeCorrupt},
		{"padding", good + "==", ErrCodeCorrupt},
		{"prefix only", CodePrefix, ErrCodeCorrupt},
		{"too short", CodePrefix + "AQEA", ErrCodeCorrupt},
		{"truncated", good[:len(good)-12], ErrCodeChecksum},
		{"truncated mid-byte", good[:len(CodePrefix)+4*((len(good)-len(CodePrefix))/4-3)+1], ErrCodeCorrupt},
		{"one char changed", string(flip), ErrCodeChecksum},
		{"checksum broken", CodePrefix + base64.RawURLEncoding.EncodeToString(brokenCRC), ErrCodeChecksum},
		{"format 2", withCRC(append([]byte{2}, payload[1:]...)), ErrCodeVersion},
		{"format 0", withCRC(append([]byte{0}, payload[1:]...)), ErrCodeVersion},
		{"newer rules", makeCode(1, RulesVersion+1, body(testNames, 1, nc, stream)), ErrCodeRules},
		{"rules 0", makeCode(1, 0, body(testNames, 1, nc, stream)), ErrCodeCorrupt},
		{"not deflate", withCRC([]byte{1, 1, 0xff, 0xff, 0xff}), ErrCodeCorrupt},
		{"bytes after deflate", withCRC(append(append([]byte(nil), payload...), 0)), ErrCodeCorrupt},
		{"zip bomb", makeCode(1, 1, bomb), ErrCodeTooLarge},
		{"zip bomb, flate", flateCode(bomb), ErrCodeTooLarge},
		{"1 player", makeCode(1, 1, body(testNames[:1], 1, 0, []byte{0, 0, 0, 0})), ErrCodePlayers},
		{"5 players", makeCode(1, 1, body(append(testNames, "E"), 1, 0, []byte{0, 0, 0, 0})), ErrCodePlayers},
		{"name too long", makeCode(1, 1, body([]string{"A", strings.Repeat("x", MaxNameBytes+1)}, 1, 0, nil)), ErrCodeName},
		{"name not UTF-8", makeCode(1, 1, body([]string{"A", "\xff"}, 1, 0, nil)), ErrCodeName},
		{"name cut short", makeCode(1, 1, []byte{2, 1, 'A', 5, 'B'}), ErrCodeCorrupt},
		{"empty body", makeCode(1, 1, nil), ErrCodeCorrupt},
		{"no seed", makeCode(1, 1, []byte{2, 0, 0}), ErrCodeCorrupt},
		{"too many choices", makeCode(1, 1, body(testNames, 1, MaxRecordChoices+1, stream)), ErrCodeChoices},
		{"choices cut short", makeCode(1, 1, body(testNames, 1, nc, stream[:len(stream)-3])), ErrCodeCorrupt},
		{"no choice stream", makeCode(1, 1, body(testNames, 1, nc, nil)), ErrCodeCorrupt},
		{"bytes after choices", makeCode(1, 1, body(testNames, 1, nc, append(stream, 0))), ErrCodeCorrupt},
	}
	for _, c := range cases {
		r, err := DecodeRecord(c.code)
		if err == nil {
			t.Errorf("%s: decoded %+v", c.name, r)
			continue
		}
		got, err2 := sentinel(err)
		if err2 != nil || got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
		if !reflect.DeepEqual(r, Record{}) {
			t.Errorf("%s: error came with a record", c.name)
		}
	}
	// the hand-made parts match the encoder's
	if got := makeCode(1, RulesVersion, body(testNames, 11, nc, stream)); got != good {
		t.Errorf("makeCode disagrees with EncodeRecord")
	}
	// surrounding white space is fine
	if _, err := DecodeRecord("  " + good + "\n"); err != nil {
		t.Errorf("white space: %v", err)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Every single-character change and every truncation of a real code is refused.
func TestDecodeRecordDetectsDamage(t *testing.T) {
	want := recordGame(t, testNames[:3], 21, -1).Record()
	code := EncodeRecord(want)
	alphabet := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	for i := 0; i < len(code); i++ {
		for _, ch := range []byte{alphabet[i%64], alphabet[(i*7+3)%64], '.', 'x'} {
			if ch == code[i] {
				continue
			}
			b := []byte(code)
			b[i] = ch
			// the last character's unused low bits may change: same bytes, same record
			if r, err := DecodeRecord(string(b)); err == nil && !r.Equal(want) {
				t.Errorf("char %d changed to %q: decoded to another record", i, ch)
			} else if err == nil && i != len(code)-1 {
				t.Errorf("char %d changed to %q: decoded", i, ch)
			}
		}
	}
	for n := 0; n < len(code); n++ {
		if _, err := DecodeRecord(code[:n]); err == nil {
			t.Errorf("cut to %d chars: decoded", n)
		}
	}
}

// codeLengths plays n random finished games and returns their code lengths, sorted.
func codeLengths(t testing.TB, names []string, n int) []int {
	var lens []int
	seeds := rand.New(rand.NewPCG(uint64(len(names)), 1))
	for i := 0; i < n; i++ {
		g := recordGame(t, names, seeds.Uint64(), -1) // full 64-bit seeds: 10 bytes each
		lens = append(lens, len(EncodeRecord(g.Record())))
	}
	slices.Sort(lens)
	return lens
}

func TestCodeSize(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 200
	}
	long := []string{ // 24 bytes each, little to compress
		"Maximiliano Fitzgerald!?", "Ægidius Qwertyuiop-Zx#7", "Jadwiga Brzęczyszczykie", "Þórunn Vöggsdóttir 9&%",
	}
	for players := 2; players <= 4; players++ {
		for _, names := range [][]string{testNames[:players], long[:players]} {
			lens := codeLengths(t, names, n)
			nameBytes := 0
			for _, s := range names {
				nameBytes += len(cleanName(s))
			}
			t.Logf("%d players, names %d bytes in all: %d games, code length min %d median %d max %d",
				players, nameBytes, n, lens[0], lens[len(lens)/2], lens[len(lens)-1])
			if players == 4 && lens[len(lens)-1] > 600 {
				t.Errorf("4 players: code of %d characters, want <= 600", lens[len(lens)-1])
			}
		}
	}
}

// goldenFile holds the golden codes of a rules version. Those of an earlier rules version
// never change: codes made with them must keep replaying to the same scores.
func goldenFile(rules int) string {
	if rules == rules1 {
		return "testdata/golden_codes.txt"
	}
	return fmt.Sprintf("testdata/golden_codes_rules%d.txt", rules)
}

// Golden codes: codes made by this format must keep decoding to the same games, under the
// rules version each was made with. Create the file of a new rules version (only on purpose:
// a format or rules change) with go test ./engine -run TestGolden -update, which writes only
// the current version's file (the -update flag is declared in determinism_test.go).
func TestGolden(t *testing.T) {
	for rules := MinRulesVersion; rules <= RulesVersion; rules++ {
		t.Run(fmt.Sprintf("rules%d", rules), func(t *testing.T) {
			checkGolden(t, rules)
		})
	}
}

func checkGolden(t *testing.T, rules int) {
	file := goldenFile(rules)
	if *update && rules == RulesVersion {
		var b strings.Builder
		b.WriteString("# Save codes and what they replay to: code, choice count, final scores (seat order).\n")
		b.WriteString("# Regenerate: go test ./engine -run TestGolden -update\n")
		for _, c := range []struct {
			names []string
			seed  uint64
			stop  int
		}{
			{testNames[:2], 1001, -1},
			{testNames[:3], 1002, -1},
			{testNames, 1003, -1},
			{[]string{"Zoë", "名前", "", "123456789012345678901234"}, 0xfeedface12345678, -1},
			{testNames[:3], 1004, 100},
		} {
			g := recordGameRules(t, rules, c.names, c.seed, c.stop)
			s := g.Scores()
			fmt.Fprintf(&b, "%s %d %s\n", EncodeRecord(g.Record()), len(g.Choices()),
				strings.Trim(strings.Join(strings.Fields(fmt.Sprint(s)), ","), "[]"))
		}
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	n := replayCodeFile(t, file, func(code string, r Record, g *Game) {
		if r.RulesVersion != rules {
			t.Errorf("%s: rules %d in a file of rules %d", code, r.RulesVersion, rules)
		}
		if g.Rules() != rules {
			t.Errorf("%s: replayed under rules %d", code, g.Rules())
		}
		if re := EncodeRecord(g.Record()); re != code {
			t.Errorf("re-encoding the replayed game gives another code:\n%s\n%s", re, code)
		}
	})
	if n < 5 {
		t.Errorf("only %d golden codes", n)
	}
}

// fuzzCheck is the property of any decoder input: no panic; a decoded record replays to a
// game or an error, never both or neither; re-encoding it decodes to the same record.
func fuzzCheck(t *testing.T, r Record, err error) {
	if err != nil {
		if _, err2 := sentinel(err); err2 != nil {
			t.Fatal(err2)
		}
		return
	}
	g, err := Replay(r)
	if (g == nil) == (err == nil) {
		t.Fatalf("replay gave game %v and error %v", g != nil, err)
	}
	r2, err := DecodeRecord(EncodeRecord(r))
	if err != nil {
		t.Fatalf("re-encoded record does not decode: %v", err)
	}
	if !r.Equal(r2) {
		t.Fatalf("re-encoded record decodes to another record")
	}
}

func FuzzDecodeRecord(f *testing.F) {
	for i, names := range [][]string{testNames[:2], testNames[:3], testNames} {
		g := recordGame(f, names, uint64(100+i), -1)
		code := EncodeRecord(g.Record())
		f.Add(code)
		f.Add(EncodeRecord(recordGame(f, names, uint64(200+i), 40).Record()))
		f.Add(code[:len(code)/2])
		f.Add(code[:len(code)-1])
		b := []byte(code)
		b[len(b)/3] ^= 1
		f.Add(string(b))
		bin, _ := base64.RawURLEncoding.DecodeString(code[len(CodePrefix):])
		bin[len(bin)-2] ^= 0x40
		f.Add(CodePrefix + base64.RawURLEncoding.EncodeToString(bin))
		f.Add("BB2." + code[len(CodePrefix):])
	}
	f.Add("")
	f.Add(CodePrefix)
	f.Add("\x00\xff garbage \x80")
	f.Add(makeCode(1, 1, body(testNames, 1, 3, []byte{0, 0, 0, 0})))
	f.Fuzz(func(t *testing.T, code string) {
		r, err := DecodeRecord(code)
		fuzzCheck(t, r, err)
	})
}

// FuzzDecodeBody fuzzes what lies behind the checksum, which random changes to a code
// almost never reach.
func FuzzDecodeBody(f *testing.F) {
	for i, names := range [][]string{testNames[:2], testNames} {
		g := recordGame(f, names, uint64(300+i), 60*i-1)
		e := &rangeEncoder{rng: 0xFFFFFFFF, cacheSize: 1}
		codeChoices(e, len(g.Choices()), g.Choices())
		f.Add(body(names, g.Config().Seed, uint64(len(g.Choices())), e.finish()))
	}
	f.Add(body(testNames[:2], 1, 50, []byte{1, 2, 3, 4, 5}))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := decodeBody(b)
		if err == nil {
			r.RulesVersion = RulesVersion
		}
		fuzzCheck(t, r, err)
	})
}

func BenchmarkEncodeRecord4P(b *testing.B) {
	r := recordGame(b, testNames, 42, -1).Record()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		EncodeRecord(r)
	}
}

func BenchmarkDecodeReplay4P(b *testing.B) {
	code := EncodeRecord(recordGame(b, testNames, 42, -1).Record())
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := DecodeRecord(code)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Replay(r); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeRecord4P(b *testing.B) {
	code := EncodeRecord(recordGame(b, testNames, 42, -1).Record())
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := DecodeRecord(code); err != nil {
			b.Fatal(err)
		}
	}
}

func TestRulesVersionChosenByConfig(t *testing.T) {
	players := []PlayerConfig{{"A"}, {"B"}}
	for _, c := range []struct{ ask, want int }{{0, RulesVersion}, {1, 1}, {2, 2}} {
		g, err := NewGame(Config{Players: players, Rules: c.ask})
		if err != nil {
			t.Fatalf("rules %d: %v", c.ask, err)
		}
		if g.Rules() != c.want || g.Config().Rules != c.want || g.Record().RulesVersion != c.want {
			t.Errorf("rules %d: game plays %d, config says %d, record says %d", c.ask, g.Rules(),
				g.Config().Rules, g.Record().RulesVersion)
		}
		if g.Clone().Rules() != c.want || g.Determinize(0, 1).Rules() != c.want {
			t.Errorf("rules %d: a copy plays other rules", c.ask)
		}
	}
	if RulesVersion != 2 {
		t.Errorf("new games play rules %d", RulesVersion)
	}
	for _, bad := range []int{-1, RulesVersion + 1, 100} {
		if g, err := NewGame(Config{Players: players, Rules: bad}); g != nil || !errors.Is(err, ErrRules) {
			t.Errorf("rules %d: %v", bad, err)
		}
	}
	for _, bad := range []int{0, RulesVersion + 1} {
		r := Record{Config: Config{Players: players}, RulesVersion: bad}
		if g, err := Replay(r); g != nil || !errors.Is(err, ErrReplayRules) {
			t.Errorf("replay of rules %d: %v", bad, err)
		}
	}
	// a record of rules 1 replays under rules 1, whatever its Config says
	g := recordGameRules(t, 1, testNames[:3], 77, 300)
	r, err := DecodeRecord(EncodeRecord(g.Record()))
	if err != nil {
		t.Fatal(err)
	}
	if r.RulesVersion != 1 || r.Config.Rules != 1 {
		t.Fatalf("decoded rules %d (config %d)", r.RulesVersion, r.Config.Rules)
	}
	r.Config.Rules = RulesVersion
	g2, err := Replay(r)
	if err != nil {
		t.Fatal(err)
	}
	if g2.Rules() != 1 || sameGame(g, g2) != nil {
		t.Errorf("rules 1 record replayed under rules %d: %v", g2.Rules(), sameGame(g, g2))
	}
}

// TestArgWidthsAreFrozen pins the bits of each choice kind's arguments in a save code: they are
// part of the format, so a descriptor change must not move them.
func TestArgWidthsAreFrozen(t *testing.T) {
	want := map[Kind][3]uint8{
		KStartHut: {4}, KPlaceMaterial: {4}, KPlaceDie: {2, 3}, KPlayGod: {3, 2, 3}, KExpand: {4, 1},
		KPass: {}, KTakePerson: {1, 3}, KTattoo: {7}, KShell: {7}, KHelperVP: {}, KGainOffering: {},
		KDrawCard: {3}, KGainMaterial: {4}, KMoveHut: {}, KTemple: {3}, KFireOffering: {},
		KFireStatus: {}, KFireShell: {}, KBuild: {3, 5}, KActivate: {1, 4, 2}, KBuyJewel: {2},
		KCompleteTask: {2, 2, 3}, KSurrenderTask: {2}, KTakeTask: {3},
	}
	if len(want) != int(numKinds)-1 {
		t.Fatalf("%d kinds pinned, %d kinds", len(want), numKinds-1)
	}
	for k, w := range want {
		if argWidth[k] != w {
			t.Errorf("%v: widths %v, the format says %v", k, argWidth[k], w)
		}
	}
	for k := range argWidth {
		if _, ok := want[Kind(k)]; !ok && argWidth[k] != [3]uint8{} {
			t.Errorf("kind %d has widths %v but no kind", k, argWidth[k])
		}
	}
	if c := (Choice{Kind: KCompleteTask, A: 1, B: PayNone}); argValues(c) != [3]uint8{1, 0, 0} || fromArgValues(c.Kind, argValues(c)) != c {
		t.Errorf("PayNone is not coded as 0")
	}
}

// replayCodeFile reads a file of save codes, one per line as "code choices scores" (scores
// comma-separated; blank lines and lines starting with # skipped), decodes and replays each,
// checks its number of choices and its scores, and hands the code, the record and the game to
// check for what else the file's test asks. It returns the number of codes.
func replayCodeFile(t *testing.T, file string, check func(code string, r Record, g *Game)) int {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, MaxCodeLen+1000)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 3 {
			t.Fatalf("bad line %q", line)
		}
		r, err := DecodeRecord(fields[0])
		if err != nil {
			t.Fatalf("%s: %v", fields[0], err)
		}
		g, err := Replay(r)
		if err != nil {
			t.Fatalf("%s: %v", fields[0], err)
		}
		if want, _ := strconv.Atoi(fields[1]); len(g.Choices()) != want {
			t.Errorf("%s: %d choices, want %d", fields[0], len(g.Choices()), want)
		}
		var want []int
		for _, s := range strings.Split(fields[2], ",") {
			v, _ := strconv.Atoi(s)
			want = append(want, v)
		}
		if !slices.Equal(g.Scores(), want) {
			t.Errorf("%s: scores %v, want %v", fields[0], g.Scores(), want)
		}
		check(fields[0], r, g)
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return n
}
