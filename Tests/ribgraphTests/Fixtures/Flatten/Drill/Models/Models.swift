/// Where stories are read and deleted: made once by Root, used by Story and Comment.
final class StoryRepository {}
