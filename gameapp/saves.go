package gameapp

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// KV is the browser's local storage seen as raw strings. Every method may fail: storage can be
// disabled (private mode), full, or shared with another tab.
type KV interface {
	Get(key string) (value string, ok bool, err error)
	Set(key, value string) error
	Del(key string) error
	Keys() ([]string, error)
}

// Storage keys. The version in the prefix changes only if the layout of keys changes; each
// save also carries its own format number.
const (
	KeyPrefix     = "borabora/v1/"
	keySave       = KeyPrefix + "save/"
	keyLast       = KeyPrefix + "last"
	keySettings   = KeyPrefix + "settings"
	SaveFormat    = 1
	maxSaveLength = 256 << 10
)

// SaveFile is one saved game as stored: the JSON that encoding/json makes of it with these tags,
// written and read by savejson.go (TestSaveJSONKnowsEveryField).
type SaveFile struct {
	Format  int     `json:"format"`
	ID      string  `json:"id"`
	Created int64   `json:"created"` // unix milliseconds
	Updated int64   `json:"updated"`
	Seq     uint64  `json:"seq"` // bumped on every write; detects writes from another tab
	Setup   Setup   `json:"setup"`
	Code    string  `json:"code"` // the save code of the game (engine.EncodeRecord)
	Summary Summary `json:"summary"`
	// UndoFloor is how far back undo may go after earlier undos (Session.UndoSticky), so that
	// a reload does not let undo walk into the previous person's decisions.
	UndoFloor int `json:"undofloor,omitempty"`
	// Ended is when the game ended on this device (unix ms; 0 while it goes on, and for a game
	// that was over when it came here, or was saved by an earlier build). The history keeps
	// such a game (history.go); this tells a game the history could not keep when it ended
	// (a full storage) so that it keeps it later.
	Ended int64 `json:"ended,omitempty"`
}

// Summary is what the saves list shows without replaying the game.
type Summary struct {
	Names  []string `json:"names"`
	Round  int      `json:"round"`
	Stage  int      `json:"stage"` // engine.Stage
	Over   bool     `json:"over"`
	Scores []int    `json:"scores"`
	Moves  int      `json:"moves"`
	// Waits is 1 + the seat the game waits on (0 when it is over, and in saves of earlier
	// builds): the saves list says whose turn a game by links is.
	Waits int `json:"waits,omitempty"`
}

// Damaged is a stored entry that cannot be read. It is never overwritten or deleted by the app
// on its own; the player may export its raw text or delete it.
type Damaged struct {
	Key    string
	Reason error
	Raw    string
}

// Errors of the saves store.
var (
	ErrStorageUnavailable = errors.New("storage is not available")
	ErrConflict           = errors.New("this game was changed in another tab")
	ErrStorageCleared     = errors.New("the browser cleared this site's storage")
	ErrNewerFormat        = errors.New("this save was made by a newer version of the app")
	ErrDamaged            = errors.New("this save is damaged")
	ErrNotFound           = errors.New("no such save")
)

// Saves keeps saved games in a KV. It remembers the sequence number it last read or wrote
// for each game, and refuses to overwrite a save that another tab has written since.
type Saves struct {
	kv    KV
	known map[string]uint64
}

// NewSaves returns a store over kv (nil kv: every call fails with ErrStorageUnavailable).
func NewSaves(kv KV) *Saves { return &Saves{kv: kv, known: map[string]uint64{}} }

// Available reports whether there is a storage at all.
func (s *Saves) Available() bool { return s.kv != nil }

func (s *Saves) read(key string) (SaveFile, string, error) {
	var f SaveFile
	raw, ok, err := s.kv.Get(key)
	if err != nil {
		return f, "", fmt.Errorf("%w: %v", ErrStorageUnavailable, err)
	}
	if !ok {
		return f, "", ErrNotFound
	}
	if err := unmarshalSave(raw, &f); err != nil {
		return f, raw, fmt.Errorf("%w: %v", ErrDamaged, err)
	}
	if f.Format > SaveFormat {
		return f, raw, ErrNewerFormat
	}
	if f.Format < 1 || f.ID == "" || f.Code == "" || keySave+f.ID != key {
		return f, raw, fmt.Errorf("%w: missing fields", ErrDamaged)
	}
	return f, raw, nil
}

// List returns the readable saves, most recently updated first, and the damaged entries.
func (s *Saves) List() ([]SaveFile, []Damaged, error) {
	if s.kv == nil {
		return nil, nil, ErrStorageUnavailable
	}
	keys, err := s.kv.Keys()
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrStorageUnavailable, err)
	}
	var saves []SaveFile
	var bad []Damaged
	for _, k := range keys {
		if !strings.HasPrefix(k, keySave) {
			continue
		}
		f, raw, err := s.read(k)
		if err != nil {
			if errors.Is(err, ErrNotFound) {
				continue
			}
			bad = append(bad, Damaged{Key: k, Reason: err, Raw: raw})
			continue
		}
		saves = append(saves, f)
	}
	sort.SliceStable(saves, func(i, j int) bool {
		if saves[i].Updated != saves[j].Updated {
			return saves[i].Updated > saves[j].Updated
		}
		return saves[i].ID > saves[j].ID
	})
	sort.Slice(bad, func(i, j int) bool { return bad[i].Key < bad[j].Key })
	return saves, bad, nil
}

// Load reads one save and remembers its sequence number for later writes.
func (s *Saves) Load(id string) (SaveFile, error) {
	if s.kv == nil {
		return SaveFile{}, ErrStorageUnavailable
	}
	f, _, err := s.read(keySave + id)
	if err != nil {
		return f, err
	}
	s.known[id] = f.Seq
	return f, nil
}

// Write stores f (by f.ID) unless another tab has written that save since this store last
// read or wrote it; then it returns ErrConflict and changes nothing. A damaged or newer-format
// entry under the same key is never overwritten either.
func (s *Saves) Write(f SaveFile, now int64) (SaveFile, error) {
	if s.kv == nil {
		return f, ErrStorageUnavailable
	}
	key := keySave + f.ID
	cur, _, err := s.read(key)
	switch {
	case errors.Is(err, ErrNotFound):
		if _, seen := s.known[f.ID]; seen {
			if s.Cleared() {
				return f, ErrStorageCleared // everything is gone, not only this game
			}
			return f, ErrConflict // deleted elsewhere since we read it
		}
		f.Created = now
		f.Seq = 0
	case err != nil:
		return f, err
	default:
		if known, seen := s.known[f.ID]; !seen || known != cur.Seq {
			return f, ErrConflict
		}
		f.Created = cur.Created
		f.Seq = cur.Seq
	}
	f.Format = SaveFormat
	f.Seq++
	f.Updated = now
	b := marshalSave(&f)
	if len(b) > maxSaveLength {
		return f, fmt.Errorf("save too large (%d bytes)", len(b))
	}
	if err := s.kv.Set(key, string(b)); err != nil {
		return f, fmt.Errorf("%w: %v", ErrStorageUnavailable, err)
	}
	s.known[f.ID] = f.Seq
	_ = s.kv.Set(keyLast, f.ID) // only which game opens first: the save itself is written
	return f, nil
}

// Cleared reports whether nothing of the app is left in storage (no saved game, no setting, no
// note of the last game): the browser, or the player in its settings, cleared the site's data.
// A save deleted from another tab leaves the rest, so it reads as a conflict instead.
func (s *Saves) Cleared() bool {
	if s.kv == nil {
		return false
	}
	keys, err := s.kv.Keys()
	if err != nil {
		return false
	}
	for _, k := range keys {
		if strings.HasPrefix(k, KeyPrefix) {
			return false
		}
	}
	return true
}

// Forget drops what the store remembers of save id, so that the next Write stores it as new
// (after the storage was cleared, the player chose to save the game again).
func (s *Saves) Forget(id string) { delete(s.known, id) }

// Delete removes a save (readable or damaged).
func (s *Saves) Delete(id string) error {
	if s.kv == nil {
		return ErrStorageUnavailable
	}
	delete(s.known, id)
	if err := s.kv.Del(keySave + id); err != nil {
		return fmt.Errorf("%w: %v", ErrStorageUnavailable, err)
	}
	return nil
}

// DeleteKey removes a damaged entry by its storage key.
func (s *Saves) DeleteKey(key string) error {
	if s.kv == nil || !strings.HasPrefix(key, keySave) {
		return ErrStorageUnavailable
	}
	return s.kv.Del(key)
}

// Last returns the id of the game played last ("" when none).
func (s *Saves) Last() string {
	if s.kv == nil {
		return ""
	}
	v, ok, err := s.kv.Get(keyLast)
	if err != nil || !ok {
		return ""
	}
	return v
}

// MemKV is an in-memory KV, for tests and as the fallback when the browser has no storage.
type MemKV struct {
	M map[string]string
	// Fail, when set, makes every call fail with it (a disabled storage).
	Fail error
	// Quota, when above 0, makes Set fail once the total size of values would exceed it.
	Quota int
}

// NewMemKV returns an empty MemKV.
func NewMemKV() *MemKV { return &MemKV{M: map[string]string{}} }

func (m *MemKV) Get(k string) (string, bool, error) {
	if m.Fail != nil {
		return "", false, m.Fail
	}
	v, ok := m.M[k]
	return v, ok, nil
}

func (m *MemKV) Set(k, v string) error {
	if m.Fail != nil {
		return m.Fail
	}
	if m.Quota > 0 {
		total := len(v)
		for kk, vv := range m.M {
			if kk != k {
				total += len(vv)
			}
		}
		if total > m.Quota {
			return errors.New("QuotaExceededError")
		}
	}
	m.M[k] = v
	return nil
}

func (m *MemKV) Del(k string) error {
	if m.Fail != nil {
		return m.Fail
	}
	delete(m.M, k)
	return nil
}

func (m *MemKV) Keys() ([]string, error) {
	if m.Fail != nil {
		return nil, m.Fail
	}
	ks := make([]string, 0, len(m.M))
	for k := range m.M {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks, nil
}

// Settings are the device's table preferences (not part of any game).
type Settings struct {
	// BotSpeed is how fast computer players play: "slow", "normal" (default) or "instant".
	BotSpeed string `json:"botSpeed,omitempty"`
	// Lang is the language chosen in a language menu ("pl"); "" until a player chooses one,
	// when the page follows the browser's languages.
	Lang string `json:"lang,omitempty"`
	// Hint adds the Hint button to the prompt bar (off unless a player turns it on).
	Hint bool `json:"hint,omitempty"`
}

// Bot speeds.
const (
	SpeedSlow    = "slow"
	SpeedNormal  = "normal"
	SpeedInstant = "instant"
)

// BotPause is the pause a computer player's decision takes at least, so that people can follow.
func (s Settings) BotPause() time.Duration {
	switch s.BotSpeed {
	case SpeedInstant:
		return 0
	case SpeedSlow:
		return 1200 * time.Millisecond
	}
	return 550 * time.Millisecond
}

// Speed is BotSpeed with the default filled in.
func (s Settings) Speed() string {
	switch s.BotSpeed {
	case SpeedSlow, SpeedInstant:
		return s.BotSpeed
	}
	return SpeedNormal
}

// Settings reads the device's settings (defaults when none are stored or storage fails).
func (s *Saves) Settings() Settings {
	var st Settings
	if s.kv == nil {
		return st
	}
	v, ok, err := s.kv.Get(keySettings)
	if err != nil || !ok {
		return st
	}
	if unmarshalSettings(v, &st) != nil {
		return Settings{}
	}
	return st
}

// SaveSettings stores the device's settings.
func (s *Saves) SaveSettings(st Settings) error {
	if s.kv == nil {
		return ErrStorageUnavailable
	}
	return s.kv.Set(keySettings, string(marshalSettings(st)))
}
