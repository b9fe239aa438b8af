package main

import "testing"

func TestCanonicalRedirect(t *testing.T) {
	t.Setenv("SITE_CANONICAL_HOST", "skydive.example.nl")
	t.Setenv("SITE_ALTERNATE_HOSTS", " skydive-example.nl, Old.Example.com:443 ,")

	tests := []struct {
		name, host, proto, uri string
		want                   string
		wantOK                 bool
	}{
		{"www strip", "www.skydive.example.nl", "https", "/tandem?x=1", "https://skydive.example.nl/tandem?x=1", true},
		{"www strip over http", "www.skydive.example.nl", "http", "/", "https://skydive.example.nl/", true},
		{"www strip unknown proto", "www.skydive.example.nl", "", "/en/", "https://skydive.example.nl/en/", true},
		{"www strip with port and case", "WWW.Skydive.Example.NL:443", "https", "/a", "https://skydive.example.nl/a", true},
		{"alternate host", "skydive-example.nl", "https", "/api/health", "https://skydive.example.nl/api/health", true},
		{"alternate host configured with port", "old.example.com", "", "/x", "https://skydive.example.nl/x", true},
		{"http to https on canonical", "skydive.example.nl", "http", "/about?lang=en", "https://skydive.example.nl/about?lang=en", true},
		{"http to https on canonical, upper-case proto", "skydive.example.nl:80", "HTTP", "/", "https://skydive.example.nl/", true},
		{"already canonical", "skydive.example.nl", "https", "/about", "", false},
		{"canonical, proto unknown", "skydive.example.nl", "", "/about", "", false},
		{"localhost untouched", "localhost:8090", "http", "/", "", false},
		{"127.0.0.1 untouched", "127.0.0.1:8090", "http", "/", "", false},
		{"ipv6 loopback untouched", "[::1]:8090", "http", "/", "", false},
		{"other host untouched", "example.org", "http", "/", "", false},
		{"sub-subdomain untouched", "foo.www.skydive.example.nl", "http", "/", "", false},
		{"empty host untouched", "", "http", "/", "", false},
		{"uri without leading slash", "www.skydive.example.nl", "https", "", "https://skydive.example.nl/", true},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := canonicalRedirect(tt.host, tt.proto, tt.uri)
			if got != tt.want || ok != tt.wantOK {
				t.Fatalf("canonicalRedirect(%q, %q, %q) = %q, %v; want %q, %v",
					tt.host, tt.proto, tt.uri, got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

func TestCanonicalRedirectDisabled(t *testing.T) {
	t.Setenv("SITE_CANONICAL_HOST", "")
	t.Setenv("SITE_ALTERNATE_HOSTS", "www.skydive.example.nl")

	for _, host := range []string{"www.skydive.example.nl", "skydive.example.nl", "localhost"} {
		if got, ok := canonicalRedirect(host, "http", "/"); ok {
			t.Fatalf("redirect without SITE_CANONICAL_HOST: %q -> %q", host, got)
		}
	}
}

func TestCanonicalHostNormalization(t *testing.T) {
	t.Setenv("SITE_CANONICAL_HOST", " https://Skydive.Example.nl/ ")
	t.Setenv("SITE_ALTERNATE_HOSTS", "")

	got, ok := canonicalRedirect("www.skydive.example.nl", "https", "/x")
	if !ok || got != "https://skydive.example.nl/x" {
		t.Fatalf("got %q, %v", got, ok)
	}
}

func TestCanonicalLocalhostNeverRedirected(t *testing.T) {
	// even a misconfiguration must not break local development
	t.Setenv("SITE_CANONICAL_HOST", "localhost")
	t.Setenv("SITE_ALTERNATE_HOSTS", "127.0.0.1")

	for _, host := range []string{"localhost:8090", "127.0.0.1:8090"} {
		if got, ok := canonicalRedirect(host, "http", "/"); ok {
			t.Fatalf("%q redirected to %q", host, got)
		}
	}
}
