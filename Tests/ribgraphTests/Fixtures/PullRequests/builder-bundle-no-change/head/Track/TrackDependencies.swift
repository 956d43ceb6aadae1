typealias TrackBuilders = HasEventBuilder
