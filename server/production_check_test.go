package main

import (
	"bufio"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"
)

func envOf(values map[string]string) func(string) string {
	return func(name string) string { return values[name] }
}

func TestInProduction(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{}, false},
		{map[string]string{"APP_ENV": "production"}, true},
		{map[string]string{"APP_ENV": " Production "}, true},
		{map[string]string{"SITE_CANONICAL_HOST": "parapro.example"}, true},
		{map[string]string{"SITE_CANONICAL_HOST": "parapro.example", "APP_ENV": "development"}, false},
		{map[string]string{"APP_ENV": "development"}, false},
	}
	for _, tt := range tests {
		if got := inProduction(envOf(tt.env)); got != tt.want {
			t.Errorf("inProduction(%v) = %v; want %v", tt.env, got, tt.want)
		}
	}
}

func TestEnvironmentRefusals(t *testing.T) {
	refusals := environmentRefusals(envOf(map[string]string{
		"PB_SUPERUSER_PASSWORD": "dev-admin-password-2026",
		"PB_STAFF_PASSWORD":     "elevenchars",
	}))
	want := []string{
		"PB_SUPERUSER_PASSWORD is the development password published in .env.example",
		"PB_STAFF_PASSWORD is shorter than 12 characters",
	}
	if !reflect.DeepEqual(refusals, want) {
		t.Fatalf("refusals = %q; want %q", refusals, want)
	}
	if refusals := environmentRefusals(envOf(map[string]string{"PB_STAFF_PASSWORD": "a long and private phrase"})); len(refusals) != 0 {
		t.Fatalf("a long private password refused: %q", refusals)
	}
	if refusals := environmentRefusals(envOf(map[string]string{})); len(refusals) != 0 {
		t.Fatalf("no account variables refused: %q", refusals)
	}
}

// The published list is .env.example's: a new development password there must be refused too.
func TestPublishedPasswordsAreThoseOfEnvExample(t *testing.T) {
	file, err := os.Open("../.env.example")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	var inExample []string
	scanner := bufio.NewScanner(file)
	for scanner.Scan() {
		name, value, found := strings.Cut(strings.TrimSpace(scanner.Text()), "=")
		if found && !strings.HasPrefix(name, "#") && strings.Contains(name, "PASSWORD") && value != "" {
			inExample = append(inExample, value)
		}
	}
	listed := append([]string(nil), publishedPasswords...)
	sort.Strings(inExample)
	sort.Strings(listed)
	if !reflect.DeepEqual(listed, inExample) {
		t.Fatalf("publishedPasswords = %q; .env.example has %q", listed, inExample)
	}
}
