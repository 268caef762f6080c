package bot

import (
	"bytes"
	"encoding/binary"
	"math"
	"reflect"
	"testing"
)

// The samples of searching play depend only on the games asked for, not on the workers, and
// survive a trip through their file; a damaged file is refused.
func TestLearnSamplesRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two games of searching players")
	}
	a := PlaySearchSamples(7, 0, 2, 1, 8, false)
	b := PlaySearchSamples(7, 0, 1, 2, 8, false)
	b.Merge(PlaySearchSamples(7, 1, 2, 2, 8, false))
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the samples depend on how the games were split between calls and workers")
	}
	if a.Games() != 2 || a.np[0] != 4 || a.np[1] != 3 || a.Positions() == 0 {
		t.Fatalf("games %d, players %v, positions %d", a.Games(), a.np, a.Positions())
	}
	var buf bytes.Buffer
	n, err := a.WriteTo(&buf)
	if err != nil || n != int64(buf.Len()) {
		t.Fatalf("WriteTo: %d bytes of %d, %v", n, buf.Len(), err)
	}
	data := buf.Bytes()
	c, err := ReadLearnSamples(bytes.NewReader(data), 1)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, c) {
		t.Fatal("the samples read back differ from those written")
	}
	// the earlier forms of the file: no choices of the games; the first has no judge byte
	// either (the Master seats judged by fitted.go)
	old := &LearnSamples{per: a.per, np: a.np}
	var ob bytes.Buffer
	if _, err := old.WriteTo(&ob); err != nil {
		t.Fatal(err)
	}
	if string(ob.Bytes()[:len(learnMagic2)]) != learnMagic2 {
		t.Fatal("a set without its games' choices was not written in the second form")
	}
	if c, err := ReadLearnSamples(bytes.NewReader(ob.Bytes()), 1); err != nil || !reflect.DeepEqual(old, c) || c.Replayable() {
		t.Fatalf("a file of the second form was not read as written: %v", err)
	}
	first := append([]byte(learnMagic1), ob.Bytes()[len(learnMagic2)+1:]...)
	if c, err := ReadLearnSamples(bytes.NewReader(first), 1); err != nil || !reflect.DeepEqual(old, c) {
		t.Fatalf("a file of the first form was not read as written: %v", err)
	}
	// games whose Master seats judged by learned.go are other games, and say so in the file
	l := PlaySearchSamples(7, 0, 1, 1, 8, true)
	if reflect.DeepEqual(l.per[0], a.per[0]) || !l.Learned {
		t.Fatal("the Master seats' judge changed nothing")
	}
	var lb bytes.Buffer
	if _, err := l.WriteTo(&lb); err != nil {
		t.Fatal(err)
	}
	if c, err := ReadLearnSamples(&lb, 1); err != nil || !c.Learned {
		t.Fatalf("the judge did not survive the file: %v", err)
	}
	for _, bad := range [][]byte{data[:len(data)-3], data[:40], append([]byte("XXXXX"), data[5:]...), nil} {
		if _, err := ReadLearnSamples(bytes.NewReader(bad), 1); err == nil {
			t.Errorf("a damaged file of %d bytes was read without an error", len(bad))
		}
	}
}

// Error measures what the weights leave unexplained of each seat's points to come, within a
// position: points to come made exactly by the fitted weights, plus the same amount for every
// seat of a position, leave nothing to those weights and something to others; and a fit to
// such points comes closer to them than the weights it starts from.
func TestLearnErrorAndFit(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game of searching players")
	}
	s := PlaySearchSamples(11, 0, 2, 2, 8, true)
	for gi, ss := range s.per {
		np := s.np[gi]
		for i := 0; i < len(ss); i++ {
			x := &ss[i]
			x.final = x.score + float64(7*(i/np)%13) // the same for every seat of a position
			for k := 0; k < numFeatures; k++ {
				x.final += handWeights[x.bucket][k] * x.f[k]
			}
		}
	}
	if e := s.Error(&handWeights, nil); e > 1e-9 {
		t.Fatalf("the weights that made the points leave %.3g points unexplained", e)
	}
	before := s.Error(&fittedWeights, nil)
	if before < 0.5 {
		t.Fatalf("other weights explain the points as well (%.3f): Error measures nothing", before)
	}
	w, _ := s.Fit(0.001, 0.001)
	if after := s.Error(&w, nil); after >= before {
		t.Fatalf("the fit left %.3f points unexplained, its start %.3f", after, before)
	}
}

// A set that holds its games' choices finds the same positions again by playing them
// (Refeature), and a file written for another set of features is read that way; choices that
// do not make the game again are refused, as is a file of an earlier form written for another
// set of features.
func TestLearnSamplesReplay(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two games of searching players")
	}
	a := PlaySearchSamples(9, 0, 2, 2, 8, true)
	if !a.Replayable() || len(a.moves[0]) == 0 || a.seed[1] != 10 {
		t.Fatalf("the games' choices were not kept: %d games, seeds %v", len(a.moves), a.seed)
	}
	b := PlaySearchSamples(9, 0, 2, 2, 8, true)
	for gi := range b.per {
		for k := range b.per[gi] {
			b.per[gi][k].f[fTaskMet] += 3 // features computed otherwise
		}
	}
	if err := b.Refeature(2); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatal("playing the choices again found other positions")
	}
	// a file written for more features: its games are played again on reading
	var buf bytes.Buffer
	if _, err := a.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	wide := wideFile(t, buf.Bytes(), a, 3)
	c, err := ReadLearnSamples(bytes.NewReader(wide), 2)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, c) {
		t.Fatal("a file written for other features was not read as its games make it")
	}
	// a choice changed: the game is not the same any more
	d := PlaySearchSamples(9, 0, 1, 1, 8, true)
	mv := d.moves[0]
	for k := len(mv) / 2; k < len(mv); k++ {
		if mv[k].Kind != mv[k-1].Kind || mv[k] != mv[k-1] {
			mv[k], mv[k-1] = mv[k-1], mv[k]
			break
		}
	}
	if err := d.Refeature(1); err == nil {
		t.Fatal("choices that do not make the game again were accepted")
	}
	// the earlier forms cannot be played again
	old := &LearnSamples{per: a.per, np: a.np}
	var ob bytes.Buffer
	if _, err := old.WriteTo(&ob); err != nil {
		t.Fatal(err)
	}
	if err := old.Refeature(1); err == nil {
		t.Fatal("a set without its games' choices was played again")
	}
	bad := ob.Bytes()
	binary.LittleEndian.PutUint32(bad[len(learnMagic2)+1:], numFeatures+3)
	if _, err := ReadLearnSamples(bytes.NewReader(bad), 1); err == nil {
		t.Fatal("a file of the second form written for other features was read")
	}
}

// wideFile is the file of set a (written as data) as if written for extra more features:
// every position's features padded with extra values of 1.
func wideFile(t *testing.T, data []byte, a *LearnSamples, extra int) []byte {
	t.Helper()
	var out bytes.Buffer
	out.WriteString(learnMagic)
	hdr := len(learnMagic)
	out.WriteByte(data[hdr])
	var nf [4]byte
	binary.LittleEndian.PutUint32(nf[:], numFeatures+uint32(extra))
	out.Write(nf[:])
	pos := hdr + 1 + 4
	out.Write(data[pos : pos+4]) // games
	pos += 4
	for gi, ss := range a.per {
		head := 8 + 8 + 4 + 4*len(a.moves[gi])
		out.Write(data[pos : pos+head])
		pos += head
		for range ss {
			out.WriteByte(data[pos]) // part of the game
			pos++
			out.Write(data[pos : pos+8*numFeatures])
			pos += 8 * numFeatures
			for k := 0; k < extra; k++ {
				var one [8]byte
				binary.LittleEndian.PutUint64(one[:], math.Float64bits(1))
				out.Write(one[:])
			}
			out.Write(data[pos : pos+16])
			pos += 16
		}
	}
	if pos != len(data) {
		t.Fatalf("the file was %d bytes, %d read", len(data), pos)
	}
	return out.Bytes()
}

// Drop leaves the named features out of every position (a fit then gives them nothing) and
// refuses a name that is no feature.
func TestLearnSamplesDrop(t *testing.T) {
	s := &LearnSamples{per: [][]valueSample{make([]valueSample, 2)}, np: []int{2}}
	for k := range s.per[0] {
		for i := range s.per[0][k].f {
			s.per[0][k].f[i] = float64(i + 1)
		}
	}
	if err := s.Drop([]string{"fTempleLead", " fPriestHigh"}); err != nil {
		t.Fatal(err)
	}
	for _, x := range s.per[0] {
		for i, v := range x.f {
			dropped := i == fTempleLead || i == fPriestHigh
			if (v == 0) != dropped {
				t.Fatalf("feature %d is %v after the drop", i, v)
			}
		}
	}
	if err := s.Drop([]string{"fNoSuchThing"}); err == nil {
		t.Fatal("a name that is no feature was accepted")
	}
}
