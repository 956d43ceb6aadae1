typealias AgendaBuilders = HasEventBuilder & HasSoonBuilder
typealias AgendaServices = HasClock
