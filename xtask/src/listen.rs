//! `cargo xtask listen [--port P] [--once]`: receives problems from the Competitive
//! Companion browser extension and scaffolds each one as `cargo xtask new --from`
//! does, named from its title or URL ([`crate::companion::Task::problem_name`]).
//!
//! The extension POSTs each problem as JSON to `http://localhost:PORT/` for every
//! port it lists and every custom port of its settings. The listener binds
//! 127.0.0.1 only, so nothing off the machine can reach it. It answers one request
//! at a time: 200 for a problem scaffolded; otherwise an HTTP error, one line on
//! stderr, nothing written, and it keeps listening. `--once` stops after the first
//! problem scaffolded.

use crate::companion;
use crate::failure::Failure;
use crate::new;
use crate::scaffold::{self, Template};
use std::io::Read;
use std::path::Path;
use tiny_http::{Method, Request, Response, Server};

/// The port when `--port` is not given: one the extension sends to without
/// being told (Hightail's, a tool no longer developed, so seldom taken).
pub const DEFAULT_PORT: u16 = 4244;

/// The largest request body taken: a problem's samples are kilobytes.
pub const MAX_BYTES: usize = 4 << 20;

/// The arguments of `cargo xtask listen`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The port on 127.0.0.1; 0 takes any free port (printed). The extension
    /// sends to 4244 by itself; another port goes in its settings' custom ports.
    #[arg(long, default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// Stop after one problem is scaffolded.
    #[arg(long)]
    pub once: bool,
    /// The code each problem starts from: `sums` (two numbers a line), `cards` for a
    /// card problem (the card reader, a ladder, a brute force from the rules), or
    /// `ranks` for card values without suits (a reduced ladder and its names).
    #[arg(long, value_enum, default_value_t)]
    pub template: Template,
}

/// Runs `cargo xtask listen` with `args` until interrupted, or until one problem
/// is scaffolded with `--once`.
///
/// # Errors
/// A port that cannot be bound (exit 1).
pub fn command(root: &Path, args: &Args) -> Result<(), Failure> {
    let listener = Listener::bind(args.port).map_err(Failure::one)?;
    println!(
        "listening on http://127.0.0.1:{}/ for Competitive Companion{}; Ctrl-C stops",
        listener.port(),
        if args.once { " (one problem)" } else { "" }
    );
    listener.serve(root, args.once, args.template)
}

/// A bound listener, not yet serving.
pub struct Listener {
    server: Server,
    port: u16,
}

impl Listener {
    /// Binds 127.0.0.1 at `port` (0: a free port the system picks).
    ///
    /// # Errors
    /// One line, when the port cannot be bound (taken, or not allowed).
    pub fn bind(port: u16) -> Result<Listener, String> {
        let server = Server::http(("127.0.0.1", port))
            .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
        let port = server
            .server_addr()
            .to_ip()
            .map_or(port, |address| address.port());
        Ok(Listener { server, port })
    }

    /// The port bound.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Answers requests one at a time, scaffolding each problem received into the
    /// package at `root`; returns after the first problem scaffolded when `once`.
    ///
    /// # Errors
    /// When the server stops taking connections.
    pub fn serve(&self, root: &Path, once: bool, template: Template) -> Result<(), Failure> {
        loop {
            let request = self
                .server
                .recv()
                .map_err(|e| Failure::one(format!("listening stopped: {e}")))?;
            let made = answer(root, request, template);
            if made && once {
                return Ok(());
            }
        }
    }
}

/// Handles one request and answers it; whether a problem was scaffolded.
fn answer(root: &Path, mut request: Request, template: Template) -> bool {
    let outcome = receive(root, &mut request, template);
    let (status, body) = match &outcome {
        Ok(name) => (200, format!("scaffolded {name}\n")),
        Err((status, why)) => {
            eprintln!(
                "error: {} {} refused ({status}): {why}",
                request.method(),
                request.url()
            );
            (*status, format!("{why}\n"))
        }
    };
    // The extension does not read the answer; a client gone is no error here.
    let _ = request.respond(Response::from_string(body).with_status_code(status));
    outcome.is_ok()
}

/// Reads, checks and scaffolds one request's problem; returns its name, or the
/// HTTP status and the one line that say why not.
fn receive(
    root: &Path,
    request: &mut Request,
    template: Template,
) -> Result<String, (u16, String)> {
    if *request.method() != Method::Post {
        return Err((405, "only a POST of a problem's JSON is taken".into()));
    }
    let too_large = || (413, format!("the body is over {MAX_BYTES} bytes"));
    if request.body_length().is_some_and(|n| n > MAX_BYTES) {
        return Err(too_large());
    }
    let mut body = Vec::new();
    request
        .as_reader()
        .take(MAX_BYTES as u64 + 1)
        .read_to_end(&mut body)
        .map_err(|e| (400, format!("cannot read the body: {e}")))?;
    if body.len() > MAX_BYTES {
        return Err(too_large());
    }
    let text = String::from_utf8(body).map_err(|_| (400, "the body is not UTF-8".into()))?;
    let task = companion::parse(&text).map_err(|why| (400, why))?;
    let name = task.problem_name();
    scaffold::check_name(root, &name)
        .map_err(|why| (409, format!("{} ({}): {why}", task.name, task.url)))?;
    println!("received {} ({}) as {name}", task.name, task.url);
    new::make(root, &task.spec(&name, template)).map_err(|failure| {
        let status = if failure.code == 2 { 409 } else { 500 };
        (status, failure.lines.join("; "))
    })?;
    Ok(name)
}
