package bot

import (
	"bytes"
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
	c, err := ReadLearnSamples(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, c) {
		t.Fatal("the samples read back differ from those written")
	}
	// the first form of the file: no judge byte, the Master seats judged by fitted.go
	first := append([]byte(learnMagic1), data[len(learnMagic)+1:]...)
	if c, err := ReadLearnSamples(bytes.NewReader(first)); err != nil || !reflect.DeepEqual(a, c) {
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
	if c, err := ReadLearnSamples(&lb); err != nil || !c.Learned {
		t.Fatalf("the judge did not survive the file: %v", err)
	}
	for _, bad := range [][]byte{data[:len(data)-3], data[:40], append([]byte("XXXXX"), data[5:]...), nil} {
		if _, err := ReadLearnSamples(bytes.NewReader(bad)); err == nil {
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
