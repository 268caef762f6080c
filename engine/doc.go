// Package engine is the complete rules of Bora Bora as pure, deterministic Go.
package engine
