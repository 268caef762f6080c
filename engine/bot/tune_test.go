package bot

import (
	"os"
	"testing"
)

// weights.go is exactly what the tuner writes for the weights it holds, so the file can only
// change by running cmd/tune.
func TestWeightsFileIsTheTunersOutput(t *testing.T) {
	b, err := os.ReadFile("weights.go")
	if err != nil {
		t.Fatal(err)
	}
	if got := tunedSource(currentTuned); got != string(b) {
		t.Fatalf("weights.go differs from the tuner's output for its weights:\n%s", got)
	}
}

// A tuning stage depends only on its settings, not on the number of workers.
func TestTuneDoesNotDependOnWorkers(t *testing.T) {
	st := TuneStage{Iters: 2, Deals: 1, SeedBase: 77, Slopes: true, A: 0.5, C: 0.4, Workers: 1}
	one := Tune(st, nil)
	st.Workers = 2
	if two := Tune(st, nil); one != two {
		t.Fatalf("1 worker:\n%s\n2 workers:\n%s", one, two)
	}
	if one == tunedSource(currentTuned) {
		t.Fatal("two iterations changed no weight")
	}
}
