//! Checks on a request head before it reaches the router: the `Host` a loopback server
//! answers, a body announced over the limit (413 before a byte of it is read, so
//! `Expect: 100-continue` gets no `100 Continue`), a length sent with chunked encoding, and
//! a head over [`MAX_HEAD_BYTES`] (431).

use super::body_limit;
use super::conn::{Sniffed, MAX_HEAD_BYTES};
use super::error::ApiError;
use axum::http::{header, HeaderMap, StatusCode};
use std::net::IpAddr;

/// The host names a server answers: when it listens on loopback, `localhost`, `127.0.0.1`,
/// `[::1]` and the bound address, plus the names allowed (`--allow-host`); otherwise any
/// host, unless names are allowed.
#[derive(Debug, Clone)]
pub struct Hosts {
    /// Names accepted, lower case, without port; `None`: every host.
    names: Option<Vec<String>>,
}

impl Hosts {
    /// The hosts a server bound to `ip` answers, with the extra `allowed` names.
    pub fn new(ip: IpAddr, allowed: &[String]) -> Hosts {
        if !ip.is_loopback() && allowed.is_empty() {
            return Hosts { names: None };
        }
        let mut names: Vec<String> = allowed.iter().map(|h| h.to_ascii_lowercase()).collect();
        if ip.is_loopback() {
            names.extend(["localhost".into(), "127.0.0.1".into(), "[::1]".into()]);
            names.push(match ip {
                IpAddr::V4(v4) => v4.to_string(),
                IpAddr::V6(v6) => format!("[{v6}]"),
            });
        }
        Hosts { names: Some(names) }
    }

    /// Whether a `Host` header value is one of the names, with or without a port.
    pub fn allows(&self, host: &str) -> bool {
        let Some(names) = &self.names else {
            return true;
        };
        let host = host.to_ascii_lowercase();
        let name = match host.rsplit_once(':') {
            Some((name, port))
                if !port.is_empty()
                    && port.bytes().all(|b| b.is_ascii_digit())
                    && !name.is_empty()
                    && (!name.starts_with('[') || name.ends_with(']')) =>
            {
                name
            }
            _ => host.as_str(),
        };
        names.iter().any(|n| n == name)
    }
}

/// What the guard reads of a request head.
#[derive(Debug, Clone, Copy)]
pub struct Head<'a> {
    /// The header fields.
    pub headers: &'a HeaderMap,
    /// The request target (its path sets the body limit, [`body_limit`]).
    pub uri: &'a axum::http::Uri,
    /// The HTTP version.
    pub version: axum::http::Version,
}

/// RFC 9112 §3.2: an HTTP/1.1 request has exactly one `Host`; a request in absolute form
/// (`GET http://name/path`) names the same host as its `Host` field.
fn check_host_fields(head: Head<'_>) -> Result<(), ApiError> {
    let hosts: Vec<&axum::http::HeaderValue> = head.headers.get_all(header::HOST).iter().collect();
    if hosts.len() > 1 {
        return Err(ApiError::bad_request(format!(
            "the request has {} Host fields; send exactly one (RFC 9112, section 3.2)",
            hosts.len()
        )));
    }
    if hosts.is_empty() && head.version == axum::http::Version::HTTP_11 {
        return Err(ApiError::bad_request(
            "an HTTP/1.1 request needs a Host field (RFC 9112, section 3.2)",
        ));
    }
    if let (Some(authority), Some(host)) = (head.uri.authority(), hosts.first()) {
        if !authority
            .as_str()
            .eq_ignore_ascii_case(&String::from_utf8_lossy(host.as_bytes()))
        {
            return Err(ApiError::bad_request(format!(
                "the request target names host '{}' and the Host field '{}'; they must be the \
                 same (RFC 9112, section 3.2.2)",
                crate::csvsafe::escape_controls(&crate::clip(authority.as_str())),
                String::from_utf8_lossy(host.as_bytes()).escape_debug()
            )));
        }
    }
    Ok(())
}

/// The error for a request head that is refused before it reaches the router.
pub fn check(head: Head<'_>, hosts: &Hosts, sniffed: Sniffed) -> Result<(), ApiError> {
    let Head {
        headers,
        uri,
        version: _,
    } = head;
    let path = uri.path();
    if sniffed.too_large {
        return Err(ApiError::new(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            format!("the request head is over the limit of {MAX_HEAD_BYTES} bytes (the request line and header fields)"),
        ));
    }
    if sniffed.length_and_chunked {
        return Err(ApiError::bad_request(
            "the request has both Content-Length and Transfer-Encoding; send one of them",
        ));
    }
    check_host_fields(head)?;
    // The Host field, and the host of a request in absolute form (`GET http://name/path`),
    // with or without a Host field (HTTP/1.0 needs none).
    let field = headers
        .get(header::HOST)
        .map(|h| String::from_utf8_lossy(h.as_bytes()).into_owned());
    let target = uri.authority().map(|a| a.as_str().to_string());
    for text in field.iter().chain(&target) {
        if !hosts.allows(text) {
            return Err(ApiError::bad_request(format!(
                "host '{}' is not served here: a server on loopback answers localhost, \
                 127.0.0.1, [::1] and its own address (start it with --allow-host NAME to \
                 serve NAME behind a proxy)",
                text.escape_debug()
            )));
        }
    }
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let limit = body_limit(path);
    if length.is_some_and(|n| n > limit as u64) {
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("the request body is over the limit of {limit} bytes"),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loopback_server_answers_its_own_names_with_or_without_a_port() {
        let hosts = Hosts::new("127.0.0.1".parse().unwrap(), &[]);
        for ok in [
            "localhost",
            "LOCALHOST:8080",
            "127.0.0.1",
            "127.0.0.1:80",
            "[::1]",
            "[::1]:9",
        ] {
            assert!(hosts.allows(ok), "{ok}");
        }
        for bad in [
            "evil.example",
            "evil.example:8080",
            "localhost.evil",
            "127.0.0.2",
            "[::1]x",
            "",
        ] {
            assert!(!hosts.allows(bad), "{bad}");
        }
        let bound = Hosts::new("127.0.0.5".parse().unwrap(), &["tracker.lan".into()]);
        assert!(bound.allows("127.0.0.5:8080"));
        assert!(bound.allows("Tracker.LAN"));
        let v6 = Hosts::new("::1".parse().unwrap(), &[]);
        assert!(v6.allows("[::1]:8080"));
    }

    #[test]
    fn a_public_server_answers_any_host_unless_names_are_given() {
        assert!(Hosts::new("0.0.0.0".parse().unwrap(), &[]).allows("anything"));
        let named = Hosts::new("0.0.0.0".parse().unwrap(), &["pb.example".into()]);
        assert!(named.allows("pb.example:443"));
        assert!(!named.allows("other.example"));
    }
}
