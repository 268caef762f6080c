// Command coachwasm is the coach's WebAssembly binary: web/coach-worker.js runs it in a Web
// Worker, which grades the decisions of a recorded game that the page (web/coach.js) hands it.
// It holds the engine, its computer players and the coach, nothing of the user interface.
//
// It sets two functions on the worker's global scope, then waits for their calls:
//
//	bbCoachLoad(code) → {steps: [step, ...], rolls: [job, ...]} or {error: text}
//	    reads the engine record code (engine.EncodeRecord) and gives the decisions worth
//	    grading (coach.Steps), in order, and the rolls worth weighing (coach.LuckJob: "L"
//	    round "." seat)
//	bbCoachGrade(jobs, each) → "" or an error's text
//	    grades those decisions (numbers) and weighs those rolls (job names) of the loaded
//	    record, calling each(line) with each verdict's line (coach.Encode) or roll's line
//	    (coach.EncodeLuck) as it is found; a step that is not graded gives no line
//
// A grading runs to its end: the page stops a worker by terminating it.
package main

import (
	"syscall/js"

	"borabora/coach"
)

// work is how many rollouts the analysis plays between two looks at its stop (which the
// worker never uses); verdicts do not depend on it.
const work = 64

func main() {
	var gr *grader
	g := js.Global()
	g.Set("bbCoachLoad", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return errorObject("bbCoachLoad: want the record's code")
		}
		var err error
		gr, err = newGrader(args[0].String())
		if err != nil {
			return errorObject(err.Error())
		}
		steps, err := gr.steps()
		if err != nil {
			gr = nil
			return errorObject(err.Error())
		}
		rolls, err := gr.rolls()
		if err != nil {
			gr = nil
			return errorObject(err.Error())
		}
		out := make([]any, len(steps))
		for i, s := range steps {
			out[i] = s
		}
		jobs := make([]any, len(rolls))
		for i, j := range rolls {
			jobs[i] = j
		}
		return map[string]any{"steps": out, "rolls": jobs}
	}))
	g.Set("bbCoachGrade", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if gr == nil {
			return "bbCoachGrade: no record loaded"
		}
		if len(args) < 2 || args[1].Type() != js.TypeFunction {
			return "bbCoachGrade: want the steps and a function"
		}
		steps, each := args[0], args[1]
		for i, n := 0, steps.Length(); i < n; i++ {
			if job := steps.Index(i); job.Type() == js.TypeString {
				l, ok, err := gr.luck(job.String())
				if err != nil {
					return err.Error()
				}
				if ok {
					each.Invoke(coach.EncodeLuck(l))
				}
				continue
			}
			v, ok, err := gr.grade(steps.Index(i).Int(), work, nil)
			if err != nil {
				return err.Error()
			}
			if ok {
				each.Invoke(coach.Encode(v))
			}
		}
		return ""
	}))
	select {}
}

func errorObject(text string) map[string]any { return map[string]any{"error": text} }
