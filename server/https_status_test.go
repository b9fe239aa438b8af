package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

var testNow = time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)

// fakeInternet serves example.test over HTTPS (with a certificate of its own, expiring in
// `validDays`) and HTTP, with redirects as configured, and dials every host to these two servers.
type fakeInternet struct {
	plain, secure *httptest.Server
	roots         *x509.CertPool
}

func newFakeInternet(t *testing.T, validDays int, plainHandler, secureHandler http.Handler) *fakeInternet {
	t.Helper()
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	template := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "example.test"},
		Issuer:                pkix.Name{CommonName: "Test CA"},
		DNSNames:              []string{"example.test", "www.example.test", "alt.test"},
		NotBefore:             testNow.Add(-24 * time.Hour),
		NotAfter:              testNow.Add(time.Duration(validDays) * 24 * time.Hour),
		IsCA:                  true,
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	certificate, _ := x509.ParseCertificate(der)
	roots := x509.NewCertPool()
	roots.AddCert(certificate)
	secure := httptest.NewUnstartedServer(secureHandler)
	secure.TLS = &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}}
	secure.StartTLS()
	plain := httptest.NewServer(plainHandler)
	t.Cleanup(func() {
		secure.Close()
		plain.Close()
	})
	return &fakeInternet{plain: plain, secure: secure, roots: roots}
}

func (f *fakeInternet) checker(localSW string) httpsChecker {
	return httpsChecker{
		roots:   f.roots,
		timeout: 5 * time.Second,
		now:     func() time.Time { return testNow },
		dial: func(ctx context.Context, network, address string) (net.Conn, error) {
			target := f.plain.Listener.Addr().String()
			if strings.HasSuffix(address, ":443") {
				target = f.secure.Listener.Addr().String()
			}
			return (&net.Dialer{}).DialContext(ctx, network, target)
		},
		localServiceWorker: func() ([]byte, error) { return []byte(localSW), nil },
	}
}

// The production setup: every plain request and every other host goes to https://example.test.
func goodSite() (http.Handler, http.Handler) {
	plain := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "https://example.test"+r.URL.Path, http.StatusMovedPermanently)
	})
	secure := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if hostname(r.Host) != "example.test" {
			http.Redirect(w, r, "https://example.test"+r.URL.Path, http.StatusMovedPermanently)
			return
		}
		h := w.Header()
		h.Set("Strict-Transport-Security", hstsValue)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "SAMEORIGIN")
		h.Set("Permissions-Policy", "camera=()")
		if r.URL.Path == "/sw.js" {
			_, _ = w.Write([]byte("self.version = 7"))
			return
		}
		_, _ = w.Write([]byte("<!DOCTYPE html><title>x</title>"))
	})
	return plain, secure
}

func codes(report httpsReport) map[string]string {
	out := map[string]string{}
	for _, line := range report.Lines {
		out[line.Check+" "+line.Target] = line.Code
	}
	return out
}

func TestHTTPSStatusOfAGoodSite(t *testing.T) {
	plain, secure := goodSite()
	internet := newFakeInternet(t, 60, plain, secure)
	report := internet.checker("self.version = 7").check(context.Background(), newHostPolicy("example.test", "www.example.test,alt.test"))
	for _, line := range report.Lines {
		if !line.OK {
			t.Errorf("%s %s: %s %v", line.Check, line.Target, line.Code, line.Data)
		}
	}
	got := codes(report)
	for _, want := range []string{"redirect http://example.test/", "redirect http://www.example.test/", "redirect https://www.example.test/", "redirect http://alt.test/", "redirect https://alt.test/", "header Strict-Transport-Security", "serviceWorker https://example.test/sw.js"} {
		if got[want] == "" {
			t.Errorf("no line %q in %v", want, got)
		}
	}
	certificate := report.Lines[0]
	if certificate.Data["daysLeft"] != 60 || certificate.Data["issuer"] != "example.test" {
		t.Errorf("certificate: %v", certificate.Data)
	}
}

func TestHTTPSStatusFindsWhatIsWrong(t *testing.T) {
	plain := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if hostname(r.Host) == "www.example.test" {
			http.Redirect(w, r, "https://example.test/", http.StatusFound) // temporary
			return
		}
		_, _ = w.Write([]byte("plain page")) // no redirect to HTTPS at all
	})
	secure := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Strict-Transport-Security", "max-age=300")
		w.Header().Set("X-Frame-Options", "ALLOWALL")
		_, _ = w.Write([]byte("self.version = 8"))
	})
	internet := newFakeInternet(t, 5, plain, secure)
	got := codes(internet.checker("self.version = 7").check(context.Background(), newHostPolicy("example.test", "")))
	want := map[string]string{
		"certificate example.test":                 "certificate.expiresSoon",
		"redirect http://example.test/":            "redirect.wrongTarget",
		"redirect http://www.example.test/":        "redirect.notPermanent",
		"redirect https://www.example.test/":       "redirect.wrongTarget",
		"header Strict-Transport-Security":         "header.weak",
		"header X-Frame-Options":                   "header.weak",
		"header X-Content-Type-Options":            "header.missing",
		"serviceWorker https://example.test/sw.js": "serviceWorker.otherBuild",
	}
	for key, code := range want {
		if got[key] != code {
			t.Errorf("%s: %q, want %q", key, got[key], code)
		}
	}
}

func TestHTTPSStatusWithoutACanonicalHost(t *testing.T) {
	report := httpsChecker{now: func() time.Time { return testNow }}.check(context.Background(), newHostPolicy("", ""))
	if report.Configured || len(report.Lines) != 0 {
		t.Fatalf("%+v", report)
	}
}

func TestHTTPSStatusOfAnUntrustedCertificate(t *testing.T) {
	plain, secure := goodSite()
	internet := newFakeInternet(t, 60, plain, secure)
	checker := internet.checker("")
	checker.roots = x509.NewCertPool() // trusts nothing
	line := checker.certificate(context.Background(), "example.test")
	if line.OK || line.Code != "certificate.invalid" {
		t.Fatalf("%+v", line)
	}
}

func TestHSTSMaxAge(t *testing.T) {
	if hstsMaxAge(hstsValue) != 63072000 || hstsMaxAge("includeSubDomains") != 0 || hstsMaxAge(`max-age="31536000"`) != 31536000 {
		t.Fatal("max-age not read")
	}
}
