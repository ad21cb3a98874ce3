    Problem {
        name: "__NAME__",
        solve: crate::solutions::__NAME__::solve,
        kind: Kind::Judged {
            limits: Limits {
                judge: __JUDGE__,
                time_ms: __TIME_MS__,
                memory_bytes: __MEGABYTES__ * MB,
                memory: "__MEGABYTES__ MB",
            },
            max: __NAME__::max,
        },
        random: __NAME__::random,
        oracle: Some(__NAME__::ORACLE),
    },
