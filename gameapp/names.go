package gameapp

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"borabora/engine"
)

// Player names are kept exactly as typed, everywhere: in the game, in saves and in every save
// code and share link. So the start form refuses a name a code could not carry whole instead of
// cutting it: at most MaxNameChars characters as a reader counts them, and at most
// engine.MaxNameBytes bytes of UTF-8 (only long runs of combined emoji reach that first).
const MaxNameChars = 20

// Problems with a name typed on the start form.
var (
	ErrNameInvisible = errors.New("the name has no visible character")
	ErrNameTooLong   = errors.New("the name is too long")
)

// CheckName says whether name (already trimmed of surrounding spaces) can be kept whole. An
// empty name is fine: the form puts the seat's default name in its place.
func CheckName(name string) error {
	if name == "" {
		return nil
	}
	if !utf8.ValidString(name) || !HasVisible(name) {
		return ErrNameInvisible
	}
	if n := NameChars(name); n > MaxNameChars {
		return fmt.Errorf("%w: %d characters, at most %d", ErrNameTooLong, n, MaxNameChars)
	}
	if len(name) > engine.MaxNameBytes {
		return fmt.Errorf("%w: %d bytes, at most %d", ErrNameTooLong, len(name), engine.MaxNameBytes)
	}
	return nil
}

// CleanName trims the spaces around a typed name; everything else is kept as typed.
func CleanName(name string) string { return strings.TrimSpace(name) }

// HasVisible reports whether s holds at least one character that shows on screen.
func HasVisible(s string) bool {
	for _, r := range s {
		if !invisible(r) {
			return true
		}
	}
	return false
}

// invisible reports whether r shows nothing by itself: spaces, controls and format characters
// (zero-width spaces and joiners, direction marks), combining marks and variation selectors, and
// the letters that are drawn blank (Hangul fillers, the blank Braille pattern).
func invisible(r rune) bool {
	switch r {
	case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x180E, 0xFFFC:
		return true
	}
	return unicode.IsSpace(r) || unicode.In(r, unicode.Cc, unicode.Cf, unicode.Cs, unicode.Zs, unicode.Zl,
		unicode.Zp, unicode.Mn, unicode.Me) || !unicode.IsPrint(r) && !unicode.IsGraphic(r)
}

// NameChars counts the characters of s as a reader sees them: a letter with its accents, an
// emoji with its skin tone or its joined parts, a flag made of two letters, each count once,
// and invisible characters do not count. (It follows Unicode's grapheme clusters closely
// enough for names; the byte limit bounds what it cannot see.)
func NameChars(s string) int {
	n := 0
	joined, flagHalf := false, false
	for _, r := range s {
		switch {
		case joined: // the part after a zero-width joiner belongs to the character before it
			joined = false
		case r == 0x200D:
			joined = true
		case isRegional(r):
			if !flagHalf {
				n++
			}
			flagHalf = !flagHalf
			continue
		case extends(r):
		case invisible(r):
		default:
			n++
		}
		flagHalf = false
	}
	return n
}

// extends reports whether r is drawn as part of the character before it.
func extends(r rune) bool {
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) ||
		(r >= 0xFE00 && r <= 0xFE0F) || // variation selectors
		(r >= 0x1F3FB && r <= 0x1F3FF) || // skin tones
		(r >= 0xE0020 && r <= 0xE007F) || // tag characters (subdivision flags)
		(r >= 0x1160 && r <= 0x11FF) || (r >= 0xD7B0 && r <= 0xD7FF) // Hangul vowels and finals
}

func isRegional(r rune) bool { return r >= 0x1F1E6 && r <= 0x1F1FF }
